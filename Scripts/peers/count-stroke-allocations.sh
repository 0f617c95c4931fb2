#!/bin/sh
# Counts heap allocations per strokeContains query with valgrind: runs the benchmark's
# `path-allocations` section (strokeContains on the 100-cubic loop, nothing else) with 1,000 and with
# 11,000 queries, and divides the difference in valgrind's "total heap usage" allocation count by
# 10,000, so set-up allocations (the path, the points, the runtime) cancel out.
# Run from the repository root after `swift build -c release --product benchmarks`.
set -eu
binary=.build/release/benchmarks
count() {
  PATH_QUERY_COUNT=$1 valgrind --tool=memcheck "$binary" path-allocations 2>&1 \
    | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
low=$(count 1000)
high=$(count 11000)
echo "allocations with 1,000 queries: $low; with 11,000: $high"
echo "allocations per strokeContains query: $(( (high - low) / 10000 )) (difference / 10,000; remainder $(( (high - low) % 10000 )))"
