#!/usr/bin/env bash
# Compiles UIKit source files against HitTestUIKit with only their UIKit import switched, and reports which compile.
#
#   ./Scripts/check-uikit-snippets.sh <folder of .swift files> [--keep <folder>]
#
# SWIFT_LANGUAGE_MODE (default 6) picks the language mode the files are checked in.
#
# Each file's `import UIKit…` lines become the one conditional import a UIKit file needs to build here too:
#   #if canImport(UIKit) / import UIKit / import UIKit.UIGestureRecognizerSubclass / #else / import HitTestUIKit / #endif
# (a file with no UIKit import gets that block at the top). Nothing else in the file changes. Each file is then
# type-checked on its own against the package's debug build (built first).
# The files are read, never copied into the repository: keep other people's code outside it.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
folder="${1:?usage: check-uikit-snippets.sh <folder of .swift files> [--keep <folder>]}"
keep=""
if [[ "${2:-}" == "--keep" ]]; then keep="${3:?--keep needs a folder}"; mkdir -p "$keep"; fi

(cd "$root" && swift build --target HitTestUIKit >/dev/null)
modules="$(cd "$root" && swift build --show-bin-path)/Modules"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

passed=0
total=0
for file in "$folder"/*.swift; do
  total=$((total + 1))
  name="$(basename "$file")"
  switched="$scratch/$name"
  block=$'#if canImport(UIKit)\n  import UIKit\n  import UIKit.UIGestureRecognizerSubclass\n#else\n  import HitTestUIKit\n#endif'
  pattern='^[[:space:]]*import[[:space:]]+((class|struct|enum|protocol|func|var)[[:space:]]+)?UIKit([.][A-Za-z_.]*)?[[:space:]]*(//.*)?$'
  if grep -Eq "$pattern" "$file"; then
    awk -v block="$block" -v pattern="$pattern" '
      $0 ~ pattern { if (!done) { print block; done = 1 }; next }
      { print }' "$file" >"$switched"
  else
    { printf '%s\n' "$block"; cat "$file"; } >"$switched"
  fi
  [[ -n "$keep" ]] && cp "$switched" "$keep/$name"
  if output="$(swiftc -typecheck -swift-version "${SWIFT_LANGUAGE_MODE:-6}" -I "$modules" "$switched" 2>&1)"; then
    passed=$((passed + 1))
    echo "PASS $name"
  else
    first="$(printf '%s\n' "$output" | grep -m1 'error:' | sed 's/^[^:]*:[0-9]*:[0-9]*: //')"
    echo "FAIL $name: $first"
  fi
done
echo "$passed of $total compile with the import switched alone"
