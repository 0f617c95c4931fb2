#!/usr/bin/env bash
# Everything CI checks, in order, each step timed: build every target, lint strictly, run the tests as
# the README says, load the explorer pages in a browser, run the tests again in a release build, and build the
# documentation with warnings as errors.
# Then it checks the release build's hit test for run-time exclusivity checks.
# Run it from a fresh clone with only the Swift toolchain installed.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {  # name, command…: runs the command and prints how long it took
  local name=$1 start=$SECONDS
  shift
  echo "── $name"
  "$@"
  echo "── $name: $((SECONDS - start)) s"
}

# Every target: libraries, examples, the tour, lessons, benchmarks and tests, with zero warnings allowed
# (the build log is kept so a warning fails the run).
build_debug() {
  swift build --build-tests 2>&1 | tee .build/check-debug-build.log
  if grep -q "warning:" .build/check-debug-build.log; then
    echo "error: the debug build has warnings (see above)" >&2
    return 1
  fi
}

# Formatting is mechanical: any lint finding fails the run (fix with ./Scripts/format.sh).
lint() {
  swift format lint --strict --recursive Sources Tests Examples Playgrounds-free-samples Benchmarks
}

# The README's test command; it also runs every example, lesson and the tour against its golden file.
test_debug() {
  swift test
}

# The same tests with the optimiser on: a release build once miscompiled the PNG pixel converter while
# debug passed. `-enable-testing` keeps `@testable import` working in release; a separate scratch path
# keeps the release products from replacing the debug ones.
test_release() {
  swift build -c release --build-tests -Xswiftc -enable-testing --scratch-path .build/release-tests
  swift test -c release -Xswiftc -enable-testing --scratch-path .build/release-tests --skip-build
}

# The DocC archives, with warnings as errors (a broken symbol link fails the run).
docs() {
  ./Scripts/build-docs.sh
}

mkdir -p .build
step "debug build of every target" build_debug
step "lint" lint
step "one writer per field, no part calling up" ./Scripts/field-writers.sh
step "built-in views use only public hooks" ./Scripts/built-in-hooks.sh
step "swift test" test_debug
step "ported UIKit fixtures compile" ./Scripts/check-uikit-port.sh
step "explorer pages in a browser" ./Scripts/browser-tests.sh
step "release build and tests" test_release
step "no run-time exclusivity check in the hit test" ./Scripts/check-hit-test-exclusivity.sh
step "documentation" docs
