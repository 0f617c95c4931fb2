#!/usr/bin/env bash
# Regenerates uikit-port's golden outputs from its fixtures: each Tests/UIKitPortingTests/Fixtures/X.swift.in
# is ported (all together, as `uikit-port` ports the files it is given) into X.swift.expected, and the
# printed changes go to changes.txt. Read the diff before committing it: the goldens are the specification.
set -euo pipefail
cd "$(dirname "$0")/.."
fixtures=Tests/UIKitPortingTests/Fixtures
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
swift build --product uikit-port >/dev/null
"$(swift build --show-bin-path)/uikit-port" --output "$scratch" "$fixtures"/*.swift.in | grep -v '^uikit-port: ' >"$fixtures/changes.txt"
for ported in "$scratch"/*.swift.in; do
  name="$(basename "$ported" .swift.in)"
  cp "$ported" "$fixtures/$name.swift.expected"
done
echo "regenerated $(ls "$fixtures"/*.swift.expected | wc -l) golden files and changes.txt"
