/*
 * png-peer: the libpng side of HitTestKit's PNG decode comparison (see png-peer.sh, which builds and
 * runs it). Not part of the package and not needed by CI; our own small harness around libpng 1.6.
 *
 *   png-peer write DIR         writes the test images, deterministically, with libpng's default
 *                              compression (zlib level 6, adaptive filters):
 *                                rgba1024.png  1024 x 1024 RGBA, photo-like (the Swift benchmark's image)
 *                                rgb2048.png   2048 x 2048 RGB, photo-like
 *                                gray4096.png  4096 x 4096 gray, photo-like
 *                                tiny.png      1 x 1 RGBA (to measure a process's resident floor)
 *   png-peer decode FILE [N]   reads FILE into memory, then decodes it N times (default 1) to 8-bit RGBA,
 *                              as HitTestKit's Image does; prints the minimum and median decode time.
 */
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t lcg_state;

/* The Swift benchmark's noise: a 64-bit LCG, top 3 bits, centred on 0 (-4...3). */
static int noise(void) {
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (int)(lcg_state >> 61) - 4;
}

static unsigned char clamp(int value) { return value < 0 ? 0 : value > 255 ? 255 : (unsigned char)value; }

static int write_png(const char *path, int width, int height, int color_type, int channels,
                     const unsigned char *pixels) {
  FILE *file = fopen(path, "wb");
  if (!file) return 1;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    fclose(file);
    return 1;
  }
  png_init_io(png, file);
  png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * width * channels);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  fclose(file);
  return 0;
}

static int write_images(const char *dir) {
  char path[4096];
  int failed = 0;
  /* 1024 x 1024 RGBA: the same pixels as Benchmarks/benchmarks/ImageBenchmarks.swift. */
  int side = 1024;
  unsigned char *rgba = malloc((size_t)side * side * 4);
  lcg_state = 0x12345678;
  for (int y = 0; y < side; y++) {
    for (int x = 0; x < side; x++) {
      int n = noise(), dx = x - side / 2, dy = y - side / 2;
      int radial = 255 - (dx * dx + dy * dy) / 1100;
      if (radial < 0) radial = 0;
      unsigned char *p = rgba + 4 * ((size_t)y * side + x);
      p[0] = clamp(x / 4 + n);
      p[1] = clamp(y / 4 - n);
      p[2] = clamp((x + y) / 8 + n);
      p[3] = clamp(radial + n / 2);
    }
  }
  snprintf(path, sizeof path, "%s/rgba1024.png", dir);
  failed |= write_png(path, side, side, PNG_COLOR_TYPE_RGBA, 4, rgba);
  snprintf(path, sizeof path, "%s/tiny.png", dir);
  failed |= write_png(path, 1, 1, PNG_COLOR_TYPE_RGBA, 4, rgba);
  free(rgba);
  /* 2048 x 2048 RGB: gradients in every channel plus noise. */
  side = 2048;
  unsigned char *rgb = malloc((size_t)side * side * 3);
  lcg_state = 0x9E3779B9;
  for (int y = 0; y < side; y++) {
    for (int x = 0; x < side; x++) {
      int n = noise();
      unsigned char *p = rgb + 3 * ((size_t)y * side + x);
      p[0] = clamp(x / 8 + n);
      p[1] = clamp(y / 8 - n);
      p[2] = clamp((x + y) / 16 + n);
    }
  }
  snprintf(path, sizeof path, "%s/rgb2048.png", dir);
  failed |= write_png(path, side, side, PNG_COLOR_TYPE_RGB, 3, rgb);
  free(rgb);
  /* 4096 x 4096 gray: a diagonal gradient with a soft vignette, plus noise. */
  side = 4096;
  unsigned char *gray = malloc((size_t)side * side);
  lcg_state = 0x2545F491;
  for (int y = 0; y < side; y++) {
    for (int x = 0; x < side; x++) {
      int dx = (x - side / 2) / 16, dy = (y - side / 2) / 16;
      gray[(size_t)y * side + x] = clamp((x + y) / 32 - (dx * dx + dy * dy) / 256 + 64 + noise());
    }
  }
  snprintf(path, sizeof path, "%s/gray4096.png", dir);
  failed |= write_png(path, side, side, PNG_COLOR_TYPE_GRAY, 1, gray);
  free(gray);
  return failed;
}

struct memory_reader {
  const unsigned char *bytes;
  size_t size, offset;
};

static void read_from_memory(png_structp png, png_bytep out, png_size_t count) {
  struct memory_reader *reader = png_get_io_ptr(png);
  if (count > reader->size - reader->offset) png_error(png, "read past the end");
  memcpy(out, reader->bytes + reader->offset, count);
  reader->offset += count;
}

/* Decodes to 8-bit RGBA (palette, low-depth gray and tRNS expanded, 16-bit stripped, gray to RGB,
 * alpha 255 added), the same output HitTestKit's decoder produces. Returns a checksum byte, -1 on error. */
static int decode(const unsigned char *bytes, size_t size) {
  struct memory_reader reader = {bytes, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  unsigned char *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    free(pixels);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  png_set_read_fn(png, &reader, read_from_memory);
  png_read_info(png, info);
  png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
  int color_type = png_get_color_type(png, info);
  png_set_expand(png);
  png_set_strip_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  pixels = malloc((size_t)width * height * 4);
  rows = malloc(sizeof(png_bytep) * height);
  for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  int check = pixels[(size_t)width * height * 2];
  free(pixels);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  return check;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static int decode_file(const char *path, int repetitions) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    fprintf(stderr, "cannot open %s\n", path);
    return 1;
  }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  unsigned char *bytes = malloc(size);
  if (fread(bytes, 1, size, file) != (size_t)size) return 1;
  fclose(file);
  double *times = malloc(sizeof(double) * repetitions);
  long checksum = 0;
  for (int run = 0; run < repetitions; run++) {
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int check = decode(bytes, size);
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (check < 0) {
      fprintf(stderr, "%s does not decode\n", path);
      return 1;
    }
    checksum += check;
    times[run] = (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
  }
  qsort(times, repetitions, sizeof(double), compare_doubles);
  printf("decode %s: min %.3f ms, median %.3f ms (%d runs, check %ld)\n", path, times[0],
         times[repetitions / 2], repetitions, checksum);
  free(times);
  free(bytes);
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[1], "write") == 0) return write_images(argv[2]);
  if (argc >= 3 && strcmp(argv[1], "decode") == 0) return decode_file(argv[2], argc >= 4 ? atoi(argv[3]) : 1);
  fprintf(stderr, "usage: png-peer write DIR | png-peer decode FILE [REPETITIONS]\n");
  return 2;
}
