#!/usr/bin/env bash
# One writer per field: for each field of the application's parts (input queue, dispatcher, animator, gesture
# environment) and of a touch's state (its delivery, phase, time, location and recognizers), lists the folders of
# Sources/HitTestKit whose code writes it (an assignment, a compound assignment, `&field`, or a mutating call such as
# `field.append(…)`), and fails if a field is written from more than one folder, or from another folder than its
# owner's. It also fails if a part's file calls a
# method of `Application` (the parts answer their caller instead of calling up).
#
# Usage: Scripts/field-writers.sh        (prints one line per field: owner, field, folders that write it)
# Needs only bash, grep and awk.
set -euo pipefail
cd "$(dirname "$0")/../Sources/HitTestKit"

# owner-folder  field…
owners=(
  "Input pendingInput pendingHead pendingProjection plannedInput plannedProjection"
  "Dispatch windows liveTouches isDispatching eventCount awaitingDelivery keptEvent lastTap delivery"
  "Dispatch phase timestamp windowLocation previousWindowLocation stylus coalescedSamples predictedSamples"
  "Animations runningAnimations animationCount animatedViews ends endTimer"
  "Gestures active pendingActions isDelivering unresolved liftedTouchesTaken bookkeeping gestureRecognizers"
  "Focus firstResponder isForcingResignation isHandingOverFirstResponder madeKeyWindow keyboardWindow"
)
mutators='append|removeAll|removeFirst|removeLast|remove|insert|set|reserveCapacity|sort|swapAt|formUnion|subtract'
status=0

for entry in "${owners[@]}"; do
  read -r owner fields <<<"$entry"
  for field in $fields; do
    # `field` or `x.field`, optionally followed by `.member`s or a subscript, then a write. `==` is a comparison.
    pattern="(^|[^A-Za-z0-9_])${field}(\.[A-Za-z_]+|\[[^]]*\])*[[:space:]]*(([-+*/&|]?=[^=])|\.(${mutators})\()|&${field}\b"
    folders=$( (grep -rlE --include='*.swift' "$pattern" . || true) | grep -vE '^\./[^/]+\.swift$' \
      | while read -r file; do
        # Ignore comments, the field's declaration (its initial value) and an initialiser's `self.field = …`.
        if grep -E "$pattern" "$file" | grep -vE '^[[:space:]]*//' \
          | grep -vE "^[[:space:]]*self\.${field}[[:space:]]*=[^=]" \
          | grep -qvE "(var|let)[[:space:]]+${field}([^A-Za-z0-9_]|$)"; then dirname "${file#./}" | cut -d/ -f1; fi
      done | sort -u | tr '\n' ' ' || true)
    folders=${folders% }
    echo "$owner  $field  written from: ${folders:-nothing}"
    if [[ -n $folders && $folders != "$owner" ]]; then
      echo "  error: $field belongs to $owner/ but is written from: $folders" >&2
      status=1
    fi
  done
done

# Fails with `error` and the lines found when there are any, else prints `fine`.
expect_none() {  # found error fine
  if [[ -n $1 ]]; then
    echo "error: $2:" >&2
    echo "$1" >&2
    status=1
  else
    echo "$3"
  fi
}

# The parts never call up: no part file names a method of the application, nor reaches a sibling part through it.
shopt -s nullglob
parts=(Input/InputQueue*.swift Dispatch/*.swift Clock/*.swift Gestures/GestureEnvironment*.swift Animations/Animator*.swift)
up='\bapplication[?!]?\.([A-Za-z_]+\(|(animator|dispatcher|gestures|inputQueue|recorder|scenes|clock|focus|madeFocus)\b)'
calls=$( (grep -snE "$up" "${parts[@]}" || true) | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
expect_none "$calls" "a part calls up into Application" "no part calls up into Application"

# The clock is the lowest part: it names neither the application nor the recognizers (it calls a plain callback).
names=$( (grep -nE '\b(Application|GestureRecognizer)\b' Clock/*.swift || true) | grep -vE '^[0-9]+:[[:space:]]*//' || true)
expect_none "$names" "the clock names a part above it" "the clock names neither Application nor GestureRecognizer"
exit $status
