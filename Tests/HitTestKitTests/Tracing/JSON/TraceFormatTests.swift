import Foundation
import HitTestKit
import Testing

/// The format's version guards its shape: the document of a small tap is checked in, per version, so a change
/// to the output fails here until ``TraceDocument/version`` is raised and the new document is checked in under
/// it (with the change described in Documentation/TraceFormat.md).
@Suite struct TraceFormatTests {
  /// A tap on a button in a card with a tap recognizer, with scene snapshots, then a hit test on a hidden view:
  /// every member of the format appears in it.
  static func smallTapDocument() throws -> TraceDocument {
    let window = makeWindow()
    window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let card = makeView(CGRect(x: 10, y: 10, width: 180, height: 80), "card", in: window)
    let tap = TapGestureRecognizer()
    tap.name = "cardTap"
    card.addGestureRecognizer(tap)
    let button = Button(frame: CGRect(x: 10, y: 10, width: 60, height: 30), title: "OK")
    button.name = "ok"
    card.addSubview(button)
    let hidden = makeView(CGRect(x: 100, y: 10, width: 40, height: 40), "hidden", in: card)
    hidden.isHidden = true
    let app = Application(window: window, recordsScenes: true)
    try app.tap(at: CGPoint(x: 40.5, y: 35))
    var document = TraceDocument()
    document.append(app)
    document.append(window.hitTestTrace(at: CGPoint(x: 120, y: 30)))
    return document
  }

  /// A vertical drag on a horizontal strip (its pan refused), a drag on a card whose pan's delegate refuses to
  /// begin, and an animation of the card that runs to its completion, without scenes: scroll, delegate and
  /// animation decisions in the format.
  static func decisionsDocument() throws -> TraceDocument {
    let window = makeWindow()
    window.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let strip = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    strip.name = "strip"
    strip.contentSize = CGSize(width: 600, height: 100)
    window.addSubview(strip)
    let card = makeView(CGRect(x: 0, y: 100, width: 200, height: 100), "card", in: window)
    let pan = PanGestureRecognizer()
    pan.name = "cardPan"
    let delegate = ScriptedDelegate()
    delegate.begin = false
    pan.delegate = delegate
    card.addGestureRecognizer(pan)
    let app = Application(window: window)
    try app.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 20), steps: 2)
    try app.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 120), steps: 2)
    View.animate(withDuration: 0.25, delay: 0, options: [.curveLinear]) { card.alpha = 0.5 }
    try app.wait(.milliseconds(300))
    var document = TraceDocument()
    document.append(app)
    return document
  }

  @Test("the document of scroll, delegate and animation decisions is the one checked in for this version")
  func goldenDecisionsDocument() throws {
    let text = try Self.decisionsDocument().text()
    if let path = ProcessInfo.processInfo.environment["RECORD_TRACE_FORMAT_DECISIONS"] {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let golden = try #require(
      TraceFormatGolden.decisions[TraceDocument.version],
      """
      No golden document of decisions for version \(TraceDocument.version): add it to \
      TraceFormatGolden.decisions (run with RECORD_TRACE_FORMAT_DECISIONS=/tmp/decisions.json to write it).
      """)
    #expect(
      text == golden,
      """
      The JSON output of decisions changed while TraceDocument.version stayed \(TraceDocument.version). Raise \
      the version, add the new documents to TraceFormatGolden (RECORD_TRACE_FORMAT=/tmp/tap.json and \
      RECORD_TRACE_FORMAT_DECISIONS=/tmp/decisions.json write them) and describe the change in \
      Documentation/TraceFormat.md.
      """)
  }

  @Test("the document of a small tap is the one checked in for this version")
  func goldenDocument() throws {
    let text = try Self.smallTapDocument().text()
    if let path = ProcessInfo.processInfo.environment["RECORD_TRACE_FORMAT"] {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let golden = try #require(
      TraceFormatGolden.smallTap[TraceDocument.version],
      """
      No golden document for version \(TraceDocument.version): add it to TraceFormatGolden.smallTap (run with \
      RECORD_TRACE_FORMAT=/tmp/tap.json to write it) and describe the change in Documentation/TraceFormat.md.
      """)
    #expect(
      text == golden,
      """
      The JSON output changed while TraceDocument.version stayed \(TraceDocument.version). Raise the version, \
      add the new document to TraceFormatGolden.smallTap (RECORD_TRACE_FORMAT=/tmp/tap.json writes it) and \
      describe the change in Documentation/TraceFormat.md.
      """)
  }

  @Test("the version and the name head the document")
  func header() throws {
    let text = try Self.smallTapDocument().text()
    #expect(
      text.hasPrefix("{\n  \"format\": \"HitTestKit trace\",\n  \"version\": \(TraceDocument.version),\n"))
  }
}
