#!/bin/sh
# Runs the Swift path benchmark and the Skia/cairo peer script alternately, ROUNDS times (3 by
# default), so both see the same machine state; prints the lines to compare.
# Run from the repository root after `swift build -c release --product benchmarks`.
set -eu
rounds=${ROUNDS:-3}
for round in $(seq 1 "$rounds"); do
  echo "== round $round: Swift"
  .build/release/benchmarks paths | grep -E "checksum|strokeContains, width|stroked copy construction|ratio to flattening|outline size|points in the stroke"
  echo "== round $round: Skia and cairo"
  python3 Scripts/peers/stroke-peers.py
done
