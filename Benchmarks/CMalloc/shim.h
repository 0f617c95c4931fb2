// glibc's malloc statistics (mallinfo2, malloc_usable_size), which Swift's Glibc module does not import.
#include <malloc.h>
