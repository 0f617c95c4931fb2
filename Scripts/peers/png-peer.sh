#!/usr/bin/env bash
# PNG decode, HitTestKit vs libpng, side by side: time and peak memory (issue 11).
#
# A manual tool, not run by CI, which must not need libpng. It installs libpng-dev with apt if it is
# missing, compiles Scripts/peers/png-peer.c (our own small harness around libpng) with gcc, has it write
# three deterministic test images with libpng's default compression (1024² RGBA photo-like, 2048² RGB,
# 4096² gray) plus a 1 × 1 image, builds HitTestKit's `png-decode` program in release mode, then runs the
# two decoders interleaved, ROUNDS times (default 5): each run decodes one file REPS times (default 5) in a
# fresh process (`png-decode FILE REPS` and `png-peer decode FILE REPS`: both read the file into memory,
# then decode it to 8-bit RGBA) and reports its fastest decode; a separate one-decode run under
# /usr/bin/time gives the peak resident set. Printed per image: min and median over rounds of each
# decoder's time, the ratio HitTestKit ÷ libpng (of the minimums, and the median of the per-round ratios),
# peak RSS, raw and above each process's floor (the same process decoding the 1 × 1 image), and the ratio
# of the raw peaks. Each run's checksum byte must be the same for both decoders, or the script stops.
#
# `png-decode` links the PNGDecoding module alone (what HitTestKit's `Image(pngBytes:)` decodes with), so
# neither program carries Foundation. LINK selects how the two programs are linked:
#   dynamic  (default) as `swift build` links: the Swift runtime as shared libraries, libpng and zlib too.
#   static   both fully static (`-static-executable`; gcc `-static`), as a deployed binary may be.
#
# Usage: [LINK=dynamic|static] Scripts/peers/png-peer.sh [ROUNDS] [REPS]
#        (from the package root; WORK=dir to keep files)
set -euo pipefail
rounds=${1:-5}
reps=${2:-5}
work=${WORK:-/tmp/hittestkit-png-peer}
mkdir -p "$work"
if [ ! -f /usr/include/png.h ]; then
  apt-get update && apt-get install -y libpng-dev
fi
link=${LINK:-dynamic}
case "$link" in
  dynamic) gcc -O2 -Wall -Wextra -o "$work/png-peer" Scripts/peers/png-peer.c -lpng -lz ;;
  static)
    gcc -O2 -Wall -Wextra -static -o "$work/png-peer" Scripts/peers/png-peer.c -lpng -lz -lm ;;
  *) echo "LINK must be dynamic or static, not $link" >&2 && exit 2 ;;
esac
"$work/png-peer" write "$work"
case "$link" in
  dynamic)
    swift build -c release --product png-decode >/dev/null
    ours="$(swift build -c release --show-bin-path)/png-decode"
    ;;
  static)
    build=(swift build -c release --static-swift-stdlib -Xswiftc -static-executable --scratch-path .build-static)
    "${build[@]}" --product png-decode 2>&1 | grep -E 'error|Compiling|Build' || true
    ours="$("${build[@]}" --show-bin-path)/png-decode"
    ;;
esac

# The fastest decode of one run: "decode FILE: min X ms, median Y ms (N runs, check C)" → "X C".
fastest() { "$@" | sed -E 's/.*min ([0-9.]+) ms.*check (-?[0-9]+).*/\1 \2/'; }
# Peak resident set of one run, in KiB.
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }

echo "linked: $link"
floor_ours=$(peak "$ours" "$work/tiny.png")
floor_peer=$(peak "$work/png-peer" decode "$work/tiny.png")
printf '%-10s %20s %20s %14s %28s %12s\n' image "HitTestKit ms min/med" "libpng ms min/med" "ratio min/med" \
  "peak MiB ours/libpng (-floor)" "peak ratio"
for image in rgba1024 rgb2048 gray4096; do
  file="$work/$image.png"
  ours_times=()
  peer_times=()
  for ((round = 0; round < rounds; round++)); do
    read -r time check_ours < <(fastest "$ours" "$file" "$reps")
    ours_times+=("$time")
    read -r time check_peer < <(fastest "$work/png-peer" decode "$file" "$reps")
    peer_times+=("$time")
    if [ "$check_ours" != "$check_peer" ]; then
      echo "$image: checksums differ (HitTestKit $check_ours, libpng $check_peer)" >&2
      exit 1
    fi
  done
  peak_ours=$(peak "$ours" "$file")
  peak_peer=$(peak "$work/png-peer" decode "$file")
  python3 - "$image" "${ours_times[*]}" "${peer_times[*]}" "$peak_ours" "$peak_peer" "$floor_ours" \
    "$floor_peer" <<'PY'
import statistics, sys
name, ours, peer = sys.argv[1], list(map(float, sys.argv[2].split())), list(map(float, sys.argv[3].split()))
peak_ours, peak_peer, floor_ours, floor_peer = (int(v) / 1024 for v in sys.argv[4:8])
ratios = [o / p for o, p in zip(ours, peer)]
print(f"{name:<10} {min(ours):9.2f} /{statistics.median(ours):9.2f} {min(peer):9.2f} /{statistics.median(peer):9.2f}"
      f" {min(ours) / min(peer):6.2f} /{statistics.median(ratios):6.2f}"
      f" {peak_ours:7.1f} /{peak_peer:6.1f} ({peak_ours - floor_ours:5.1f} /{peak_peer - floor_peer:5.1f})"
      f" {peak_ours / peak_peer:11.2f}")
PY
done
