import HitTestKit

/// The files an expectation attaches when it fails: the trace as text, a picture of the scene as SVG, and an
/// explorer page (``ExplorerPage``) to step through it.
///
/// Swift Testing keeps attachments with the failed test; `swift test --attachments-path <folder>` writes
/// them to files. Open the `.svg` in a browser to see the views, the point and the hit test's path, and the
/// `.html` to step through the events, the recognizers' states and the responder chain.
struct FailureAttachments {
  /// The file name and the content of each attachment, in order.
  var files: [(name: String, content: String)] = []

  /// The attachments for a failed hit-test expectation: the trace, and the scene with the point marked.
  init(hitTest trace: HitTestTrace, in root: View, point: CGPoint, expected: View? = nil) {
    files.append(("hit-test-trace.txt", trace.description))
    let label = expected.map { "tap meant for \($0.displayName)" } ?? "tap"
    let picture = ScenePicture(
      root: root, touchPoints: [ScenePicture.TouchPoint(point, label: label, succeeded: false)], trace: trace)
    files.append(("hit-test-scene.svg", picture.svg))
    files.append(
      ("hit-test-explorer.html", ExplorerPage(TraceDocument(trace), title: "failed hit test").html))
  }

  /// The attachments for a failed interaction-trace expectation: the trace, and, when a finger went down,
  /// the scene with its first hit test and the fingers' paths.
  init(interaction trace: InteractionTrace) {
    files.append(("interaction-trace.txt", trace.description))
    if let picture = ScenePicture(trace) { files.append(("interaction-scene.svg", picture.svg)) }
    files.append(("interaction-explorer.html", ExplorerPage(trace, title: "failed expectation").html))
  }
}
