public import HitTestKit
public import Testing

/// Expects the hit test at `point` (in `root`'s coordinates) to return `expected`.
///
/// On failure the issue says why, with `explainMiss(of:at:)` — the rule and the view responsible — and the
/// full hit-test trace is attached to the test with a picture of the scene (`ScenePicture`, SVG: the
/// views, the point, the path the search took), so the failure explains itself:
///
/// ```
/// Expectation failed: closeButton did not get the touch at (125, 35): the point is outside the bounds of
/// its ancestor card …
/// ```
///
/// - Parameters:
///   - expected: The view that should receive the touch.
///   - point: The point, in `root`'s coordinates (window coordinates when `root` is the window).
///   - root: The view the hit test starts from, usually the window.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectHit(
  _ expected: View, at point: CGPoint, in root: View, sourceLocation: SourceLocation = #_sourceLocation
) {
  let explanation = root.explainMiss(of: expected, at: point)
  if case .wasHit = explanation.reason { return }
  Issue.record(Comment(rawValue: explanation.description), sourceLocation: sourceLocation)
  record(
    FailureAttachments(hitTest: explanation.trace, in: root, point: point, expected: expected), sourceLocation
  )
}

/// Expects nothing to be hit at `point` except `root` itself or nothing at all (a pass-through area).
///
/// On failure the issue names the view that took the touch and attaches the hit-test trace and a picture of
/// the scene (SVG).
public func expectNoHit(at point: CGPoint, in root: View, sourceLocation: SourceLocation = #_sourceLocation) {
  let trace = root.hitTestTrace(at: point)
  guard let result = trace.result, result !== root else { return }
  Issue.record(
    "expected no view at \(point.compactDescription), but \(result.displayName) took the touch",
    sourceLocation: sourceLocation)
  record(FailureAttachments(hitTest: trace, in: root, point: point), sourceLocation)
}

/// Attaches every file of `attachments` to the current test.
func record(_ attachments: FailureAttachments, _ sourceLocation: SourceLocation) {
  for file in attachments.files {
    Attachment.record(file.content, named: file.name, sourceLocation: sourceLocation)
  }
}
