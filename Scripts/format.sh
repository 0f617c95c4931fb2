#!/usr/bin/env bash
# Formats every Swift file in place with the toolchain's swift-format, then lints strictly.
set -euo pipefail
cd "$(dirname "$0")/.."
dirs=(Sources Tests Examples Playgrounds-free-samples Benchmarks)
existing=()
for d in "${dirs[@]}"; do [ -d "$d" ] && existing+=("$d"); done
swift format --in-place --recursive "${existing[@]}"
swift format lint --strict --recursive "${existing[@]}"
