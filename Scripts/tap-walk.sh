#!/usr/bin/env bash
# The true walk of one untraced tap: the package's source files that one tap on a button enters, in the order the
# tap first runs a line of each, one path per line (Documentation/Architecture.md shows this list).
#
# How: a small program (made here, in a temporary package that depends on this one) builds a window, a view with a
# tap recognizer and a button inside it, and lays the window out: that is the setup. It then taps the button once,
# untraced. The package is built with sanitizer coverage (`-sanitize-coverage=func,trace-pc-guard`, which Swift
# allows only beside a sanitizer, so AddressSanitizer is on), and a few lines of C record the first execution of
# each basic block, in order. The setup runs first; then every block is re-armed, so what is recorded is exactly
# what the tap itself runs (the setup's coverage is left out, while a file the setup also used still counts when the
# tap runs code in it). `llvm-symbolizer` names each block's file; a file is listed where the tap first entered it.
#
# Usage: Scripts/tap-walk.sh [--count | --cross-check]
#   --count        prints only the number of files
#   --cross-check  also builds the program with profile coverage (`-profile-generate -profile-coverage-mapping`), runs
#                  the setup alone and the setup with the tap, and checks that the functions whose counts the tap raised
#                  lie in exactly the files listed (the order comes from the trace; a profile has none)
# Needs only the Swift toolchain (swift, clang, llvm-symbolizer). Takes a few minutes: it builds the package with
# AddressSanitizer in its own scratch directory.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd -P)
work=${TAP_WALK_WORK:-"${TMPDIR:-/tmp}/hittestkit-tap-walk"}
toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
symbolizer=$(command -v llvm-symbolizer || echo "$toolchain_bin/llvm-symbolizer")

mkdir -p "$work/Sources/WalkTracer/include" "$work/Sources/tap-walk"
cat >"$work/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tap-walk",
  dependencies: [.package(name: "HitTestKit", path: "$repo")],
  targets: [
    .target(name: "WalkTracer"),
    .executableTarget(
      name: "tap-walk",
      dependencies: ["WalkTracer", .product(name: "HitTestKit", package: "HitTestKit")]),
  ]
)
EOF

# The tracer: each instrumented block calls the guard callback; the first call of each (after arming) is logged as
# "object-file offset", the form llvm-symbolizer reads.
cat >"$work/Sources/WalkTracer/include/WalkTracer.h" <<'EOF'
/// Re-arms every block and starts logging first executions to `path`.
void walk_start(const char *path);
/// Stops logging.
void walk_stop(void);
EOF
cat >"$work/Sources/WalkTracer/WalkTracer.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include "WalkTracer.h"

static uint32_t *guards_start[64], *guards_stop[64];
static int modules;
static FILE *log_file;

void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) {
  if (start == stop || *start || modules == 64) return;
  guards_start[modules] = start;
  guards_stop[modules++] = stop;
}

void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
  if (!*guard || !log_file) return;
  *guard = 0;
  void *pc = __builtin_return_address(0);
  Dl_info info;
  if (dladdr(pc, &info) && info.dli_fname)
    fprintf(log_file, "%s 0x%lx\n", info.dli_fname, (unsigned long)((char *)pc - (char *)info.dli_fbase) - 1);
}

void walk_start(const char *path) {
  for (int m = 0; m < modules; m++)
    for (uint32_t *g = guards_start[m]; g < guards_stop[m]; g++) *g = 1;
  log_file = fopen(path, "w");
}

void walk_stop(void) {
  FILE *file = log_file;
  log_file = NULL;
  if (file) fclose(file);
}
EOF

cat >"$work/Sources/tap-walk/main.swift" <<'EOF'
import HitTestKit
import WalkTracer

// Setup: a window, a card with a tap recognizer, a button on the card, laid out.
let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let app = Application(window: window, isTracing: false)
let card = View(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
card.addGestureRecognizer(TapGestureRecognizer { _ in print("the card's tap recognized (unexpected)") })
window.addSubview(card)
let button = Button(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
var tapped = 0
button.addAction(for: .touchUpInside) { _ in tapped += 1 }
card.addSubview(button)
window.layoutIfNeeded()
let point = CGPoint(x: 120, y: 162)  // the button's center, in window coordinates

// The walk: one untraced tap. `trace <log>` logs the blocks it runs; `setup` stops before it; `tap` taps untraced
// (the last two for the profile's cross-check).
let mode = CommandLine.arguments[1]
if mode == "trace" { walk_start(CommandLine.arguments[2]) }
if mode != "setup" { try app.tap(at: point) }
walk_stop()
precondition(tapped == (mode == "setup" ? 0 : 1), "the button did not get the tap")
EOF

cd "$work"
swift build --sanitize=address -Xswiftc -sanitize-coverage=func,trace-pc-guard >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  exit 1
}
ASAN_OPTIONS=detect_leaks=0 "$(swift build --sanitize=address --show-bin-path)/tap-walk" trace "$work/blocks.txt"

# Each block's file (the innermost frame when inlined), first entry of each file, in order, relative to the repo.
"$symbolizer" --output-style=GNU --no-inlines <"$work/blocks.txt" \
  | awk 'NR % 2 == 0 { sub(/:[0-9]+(:[0-9]+)?( \(discriminator [0-9]+\))?$/, ""); print }' \
  | awk -v root="$repo/" 'index($0, root "Sources/") == 1 && !seen[$0]++ { print substr($0, length(root) + 1) }' \
    >"$work/walk.txt"

# --cross-check: the same program built with profile coverage, run for the setup alone and for the setup and the
# tap; a file is entered by the tap when one of its functions ran more often in the second run. The two ways must
# name the same files.
if [[ ${1:-} == --cross-check ]]; then
  profile_flags=(--scratch-path .build-profile -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping)
  swift build "${profile_flags[@]}" >"$work/build-profile.log" 2>&1 || {
    cat "$work/build-profile.log" >&2
    exit 1
  }
  program="$(swift build "${profile_flags[@]}" --show-bin-path)/tap-walk"
  for run in setup tap; do
    LLVM_PROFILE_FILE="$work/$run.profraw" "$program" "$run"
    "$toolchain_bin/llvm-profdata" merge -sparse "$work/$run.profraw" -o "$work/$run.profdata"
    "$toolchain_bin/llvm-cov" export -format=lcov -instr-profile="$work/$run.profdata" "$program" >"$work/$run.lcov"
  done
  # lcov: `SF:<file>` opens a file's record, `FNDA:<count>,<function>` gives a function's count.
  awk -v root="$repo/" '
    /^SF:/ { file = substr($0, 4) }
    /^FNDA:/ { split(substr($0, 6), f, ","); key = file SUBSEP f[2]
      if (FILENAME ~ /setup\.lcov$/) setup[key] = f[1]; else if (f[1] > setup[key] && index(file, root "Sources/") == 1) print substr(file, length(root) + 1) }
  ' "$work/setup.lcov" "$work/tap.lcov" | sort -u >"$work/profile-walk.txt"
  if ! diff <(sort "$work/walk.txt") "$work/profile-walk.txt" >"$work/cross-check.diff"; then
    echo "error: the profile's coverage and the trace disagree (< trace only, > profile only):" >&2
    cat "$work/cross-check.diff" >&2
    exit 1
  fi
  echo "cross-check: the profile's coverage (setup and tap, less setup) enters the same $(wc -l <"$work/walk.txt" | tr -d ' ') files" >&2
fi
if [[ ${1:-} == --count ]]; then wc -l <"$work/walk.txt"; else cat "$work/walk.txt"; fi
