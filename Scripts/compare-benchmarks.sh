#!/usr/bin/env bash
# Times two builds of the benchmark executable alternately (A B A B …) and prints, for every figure a section
# reports, the minimum and the median over the rounds of each build's median: the paired timing
# Documentation/Performance.md asks for.
#
#   ./Scripts/compare-benchmarks.sh OLD_BINARY NEW_BINARY [ROUNDS] [SECTION ...]
#
# ROUNDS defaults to 5 and SECTION to `screen`. Build each binary in release first
# (`swift build -c release --product benchmarks`) and copy it aside, to paths of the same length.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 OLD_BINARY NEW_BINARY [ROUNDS] [SECTION ...]" >&2
  exit 64
fi
old=$1 new=$2
rounds=${3:-5}
shift $(($# < 3 ? $# : 3))
sections=("$@")
[ ${#sections[@]} -gt 0 ] || sections=(screen)

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for round in $(seq 1 "$rounds"); do
  "$old" "${sections[@]}" >"$out/old.$round"
  "$new" "${sections[@]}" >"$out/new.$round"
done

# Each report line reads `<label>  min <x>  median <y> <unit>`; collect each build's medians per label.
python3 - "$out" "$rounds" <<'PYTHON'
import re, statistics, sys
folder, rounds = sys.argv[1], int(sys.argv[2])
line = re.compile(r"^(.*?)\s+min\s+(\S+)\s+median\s+(\S+)\s*(\S*)$")
figures = {}  # label -> {"old": [...], "new": [...]}, in the order the labels appear
units = {}
for build in ("old", "new"):
    for round in range(1, rounds + 1):
        for text in open(f"{folder}/{build}.{round}"):
            match = line.match(text.rstrip())
            if not match:
                continue
            label = match.group(1).strip()
            figures.setdefault(label, {"old": [], "new": []})[build].append(float(match.group(3)))
            units[label] = match.group(4)
print(f"{rounds} alternating rounds; each cell: min / median over the rounds of the run's median")
print(f"{'figure':<64} {'old':>21} {'new':>21}  new/old")
for label, builds in figures.items():
    old, new = builds["old"], builds["new"]
    if not old or not new:
        continue
    cell = lambda values: f"{min(values):9.2f} / {statistics.median(values):9.2f}"
    ratio = statistics.median(new) / statistics.median(old) if statistics.median(old) else float("nan")
    print(f"{label[:64]:<64} {cell(old):>21} {cell(new):>21}  {ratio:5.2f} {units[label]}")
PYTHON
