#!/usr/bin/env bash
# Checks that the release build's hit test calls no run-time exclusivity check (`swift_beginAccess`).
#
#   ./Scripts/check-hit-test-exclusivity.sh [BINARY]
#
# What it checks: in a release build of the `benchmarks` executable (built here unless BINARY is given), the
# machine code of the default hit test — `View.hitTest(_:with:)`, the untraced search (`untracedDefaultHitTest`,
# `untracedSearchInside`) and the traced one (`tracedDefaultHitTest`, with the recorder's steps inlined) — calls
# `swift_beginAccess` nowhere. The optimizer drops those checks only while it can prove, over the whole module,
# that no two accesses to a stored property overlap; one access that spans a call (a mutating method called on a
# stored subview list, a borrowing method of the recorder's noncopyable buffer) brings them back at every read,
# silently: the hit test lost 17% that way once (Documentation/Performance.md). The search's rare path after an
# override changed the subviews (`searchKeptSubviews`) is not checked: it reads a subview's public `transform`
# for the trace. It must be a plain release build: the release tests' build (`-enable-testing`) makes internal
# declarations reachable from the test modules, so the optimizer proves nothing there and every access is checked.
#
# Symbols are found by pattern in their mangled names (`llvm-nm`), so a renamed function fails the check until
# this script names it again; the disassembly is the toolchain's `llvm-objdump` (binutils' `objdump` if the
# toolchain has none).
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-}
if [ -z "$binary" ]; then
  swift build -c release --product benchmarks >/dev/null
  binary=.build/release/benchmarks
fi

toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
nm_tool=$toolchain/llvm-nm
objdump_tool=$toolchain/llvm-objdump
[ -x "$nm_tool" ] || nm_tool=nm
[ -x "$objdump_tool" ] || objdump_tool=objdump

# Each pattern must match exactly one function symbol (T or t) of the binary.
patterns=(
  '^\$s10HitTestKit4ViewC03hitB0_4withACSg10Foundation7CGPointV_AA5EventCSgtF$'
  '^\$s10HitTestKit4ViewC015untracedDefaultaB0'
  '^\$s10HitTestKit4ViewC20untracedSearchInside'
  '^\$s10HitTestKit4ViewC013tracedDefaultaB0'
)
symbols=$("$nm_tool" "$binary" | awk '$2 == "T" || $2 == "t" { print $3 }')
failed=0
for pattern in "${patterns[@]}"; do
  matches=$(grep -E "$pattern" <<<"$symbols" || true)
  if [ "$(grep -c . <<<"$matches")" -ne 1 ]; then
    echo "error: expected one function matching $pattern in $binary, found: ${matches:-none}" >&2
    failed=1
    continue
  fi
  name=$(swift demangle --simplified --compact "$matches")
  calls=$("$objdump_tool" -d --no-show-raw-insn --disassemble-symbols="$matches" "$binary" \
    | grep -c "swift_beginAccess" || true)
  if [ "$calls" -ne 0 ]; then
    echo "error: $name calls swift_beginAccess $calls times: an access to a stored property of the hit test is" \
      "checked at run time again (see Documentation/Performance.md, \"The hit test against the flat array\")" >&2
    failed=1
  else
    echo "ok: $name has no run-time exclusivity check"
  fi
done
exit "$failed"
