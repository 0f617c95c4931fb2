#!/usr/bin/env bash
# The built-in views use only hooks a subclass outside the package could use (issue 30, item 1): fails if a source
# file of the scroll view (with its content-touch delay), the navigation controller, the presentation controller,
# the lists (table and collection views, their cells and swipe actions) or the controls names an internal entry
# point of the gesture environment, the dispatcher or the trace recorders. Their public counterparts:
# `receivedTouches`, `Touch.isAwaitingView` / `isTrackedByView`, `GestureRecognizer.withholdFromView(_:)`,
# `applicationClock`, `GestureRecognizer.record(_:)` / `recordInTrace(_:)`, `Event.record(_:)` (during a touch) /
# `Application.record(_:)` (without an event) and `Event.recordSkippedHitTest(of:at:because:)`
# (Documentation/Architecture.md, "The parts").
#
# Usage: Scripts/built-in-hooks.sh   (prints each offending line; exit 1 if there is one)
# Needs only bash and grep. Comments are ignored.
set -euo pipefail
cd "$(dirname "$0")/../Sources/HitTestKit"

folders=(Scrolling Navigation Presentation Lists Controls)
# Internal names: the recognizer's bookkeeping and environment, a touch's delivery state and its dispatcher entry
# points, the application's parts and recorders, and the recorders' internal entry points.
internal='\b(activeTouches|applicationRecorder|gestureEnvironment|bookkeeping|changeBookkeeping|changeDelivery|takeFromView|interactionRecorder|hitTestRecorder|noteSkipped|recordFocus)\b|\.delivery\b|\.withholdFromView\(\)|\.(recorder|dispatcher|gestures|animator|inputQueue)\b'

found=$(grep -rnE --include='*.swift' "$internal" "${folders[@]}" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
if [[ -n $found ]]; then
  echo "error: built-in views must use only hooks a subclass could use; these lines name internal entry points:" >&2
  echo "$found" >&2
  exit 1
fi
echo "built-in views (${folders[*]}) use only public hooks"
