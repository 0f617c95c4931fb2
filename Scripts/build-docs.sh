#!/usr/bin/env bash
# Builds the DocC archives of HitTestKit and HitTestKitTesting with the toolchain alone (no docc plugin):
# symbol graphs from swift-symbolgraph-extract, then `docc convert --warnings-as-errors`, so a broken
# symbol link fails the run. Output: .build/docs/<Module>.doccarchive (open with `docc preview`, or
# serve the archive's files after `docc process-archive transform-for-static-hosting`).
#
# Only the package's own symbols are documented: HitTestKit's graph admits the re-exported
# HitTestGeometry (documented as part of HitTestKit) and nothing else, so the few Foundation types
# the API re-exports (CGPoint …) are not pulled in with the whole of Foundation, Dispatch and Glibc.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target HitTestKitTesting  # builds HitTestGeometry and HitTestKit too
modules="$(swift build --show-bin-path)/Modules"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)"
graphs=.build/docs/symbol-graphs
output=.build/docs
rm -rf "$graphs" "$output"/*.doccarchive

document() {  # module, catalog, modules whose re-exported symbols belong in its documentation
  local module=$1 catalog=$2 reexported=$3
  mkdir -p "$graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules" \
    -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols \
    -experimental-allowed-reexported-modules="$reexported" -output-dir "$graphs/$module"
  docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.hittestkit.$module" \
    --output-path "$output/$module.doccarchive" --warnings-as-errors
  local pages size
  pages=$(find "$output/$module.doccarchive/data/documentation" -name '*.json' | wc -l)
  size=$(du -sh "$output/$module.doccarchive" | cut -f1)
  echo "$module: $pages pages, $size → $output/$module.doccarchive"
}

document HitTestKit Sources/HitTestKit/HitTestKit.docc HitTestGeometry
document HitTestKitTesting Sources/HitTestKitTesting/HitTestKitTesting.docc HitTestKitTesting
