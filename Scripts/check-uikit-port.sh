#!/usr/bin/env bash
# Type-checks uikit-port's golden outputs against HitTestUIKit: every ported fixture must compile with its
# UIKit import switched (by Scripts/check-uikit-snippets.sh), or the port is not done. The goldens
# themselves are compared byte for byte by the UIKitPortingTests.
#
# The check uses the Swift 5 language mode, the mode UIKit libraries are written in: a ported `Timer` block
# is `@Sendable` in Foundation on Linux, and in the Swift 6 mode its capture of a target that is not
# `Sendable` is an error the port cannot remove (see "Running your UIKit code").
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for golden in Tests/UIKitPortingTests/Fixtures/*.swift.expected; do
  cp "$golden" "$scratch/$(basename "$golden" .swift.expected).swift"
done
report="$(SWIFT_LANGUAGE_MODE=5 ./Scripts/check-uikit-snippets.sh "$scratch")"
echo "$report"
if grep -q '^FAIL' <<<"$report"; then
  echo "error: a ported fixture does not compile against HitTestUIKit" >&2
  exit 1
fi
