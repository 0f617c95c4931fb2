#!/usr/bin/env bash
# PNG decode, HitTestKit vs libpng, side by side: time and peak memory (issue 11).
#
# A manual tool, not run by CI, which must not need libpng. It installs libpng-dev with apt if it is
# missing, compiles Scripts/peers/png-peer.c (our own small harness around libpng) with gcc, has it write
# three deterministic test images with libpng's default compression (1024² RGBA photo-like, 2048² RGB,
# 4096² gray) plus a 1 × 1 image, builds the benchmarks in release mode, then runs the two decoders
# interleaved, ROUNDS times (default 5): each run decodes one file REPS times (default 5) in a fresh
# process (`benchmarks png-decode FILE REPS` and `png-peer decode FILE REPS`) and reports its fastest
# decode; a separate one-decode run under /usr/bin/time -v gives the peak resident set. Printed per
# image: min and median over rounds of each decoder's time, the ratio HitTestKit ÷ libpng (of the
# minimums, and the median of the per-round ratios), and peak RSS, raw and above each process's floor
# (the same process decoding the 1 × 1 image: the Swift runtime and Foundation are ~20 MiB of it).
#
# STATIC=1 links the Swift runtime and Foundation statically (`--static-swift-stdlib`, in its own build
# folder, .build-static): a smaller floor, as a deployed server binary would have it.
#
# Usage: Scripts/peers/png-peer.sh [ROUNDS] [REPS]     (from the package root; WORK=dir to keep files)
set -euo pipefail
rounds=${1:-5}
reps=${2:-5}
work=${WORK:-/tmp/hittestkit-png-peer}
mkdir -p "$work"
if [ ! -f /usr/include/png.h ]; then
  apt-get update && apt-get install -y libpng-dev
fi
gcc -O2 -Wall -Wextra -o "$work/png-peer" Scripts/peers/png-peer.c -lpng -lz
"$work/png-peer" write "$work"
build=(swift build -c release)
if [ "${STATIC:-0}" = 1 ]; then build+=(--static-swift-stdlib --scratch-path .build-static); fi
"${build[@]}" --product benchmarks >/dev/null
ours="$("${build[@]}" --show-bin-path)/benchmarks"

# The fastest decode of one run: "decode FILE: min X ms, median Y ms (...)" → X.
fastest() { "$@" | sed -E 's/.*min ([0-9.]+) ms.*/\1/'; }
# Peak resident set of one run, in KiB.
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }

floor_ours=$(peak "$ours" png-decode "$work/tiny.png")
floor_peer=$(peak "$work/png-peer" decode "$work/tiny.png")
printf '%-14s %22s %22s %16s %30s\n' image "HitTestKit ms min/med" "libpng ms min/med" "ratio min/med" \
  "peak MiB ours/libpng (-floor)"
for image in rgba1024 rgb2048 gray4096; do
  file="$work/$image.png"
  ours_times=()
  peer_times=()
  for ((round = 0; round < rounds; round++)); do
    ours_times+=("$(fastest "$ours" png-decode "$file" "$reps")")
    peer_times+=("$(fastest "$work/png-peer" decode "$file" "$reps")")
  done
  peak_ours=$(peak "$ours" png-decode "$file")
  peak_peer=$(peak "$work/png-peer" decode "$file")
  python3 - "$image" "${ours_times[*]}" "${peer_times[*]}" "$peak_ours" "$peak_peer" "$floor_ours" \
    "$floor_peer" <<'PY'
import statistics, sys
name, ours, peer = sys.argv[1], list(map(float, sys.argv[2].split())), list(map(float, sys.argv[3].split()))
peak_ours, peak_peer, floor_ours, floor_peer = (int(v) / 1024 for v in sys.argv[4:8])
ratios = [o / p for o, p in zip(ours, peer)]
print(f"{name:<14} {min(ours):10.2f} /{statistics.median(ours):9.2f} {min(peer):10.2f} /{statistics.median(peer):9.2f}"
      f" {min(ours) / min(peer):7.2f} /{statistics.median(ratios):6.2f}"
      f" {peak_ours:7.1f} /{peak_peer:6.1f} ({peak_ours - floor_ours:5.1f} /{peak_peer - floor_peer:5.1f})")
PY
done
