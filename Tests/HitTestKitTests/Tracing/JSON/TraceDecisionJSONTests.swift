import Foundation
import HitTestKit
import Testing

/// Typed decisions in the JSON export (format 2), read back through the documented shape: each decision's kind
/// and fields, and objects named by ids that the document's scenes define.
@Suite struct TraceDecisionJSONTests {
  /// Decodes `document` as a program outside Swift would, and returns its first recording's entries.
  private func entries(of document: TraceDocument) throws -> [TraceDocumentShape.Entry] {
    let decoded = try JSONDecoder().decode(TraceDocumentShape.Document.self, from: Data(document.text().utf8))
    #expect(decoded.version == 2)
    return try #require(decoded.recordings.first?.entries)
  }

  /// The gesture notes of `recognizer` in `entries`.
  private func notes(of recognizer: String, in entries: [TraceDocumentShape.Entry]) -> [TraceDocumentShape
    .GestureNote]
  {
    entries.filter { $0.kind == "gesture" && $0.recognizer?.name == recognizer }.compactMap(\.note)
  }

  @Test("a tap that moves too far fails with movedBeyondLimit, the distance moved and the 45 pt limit")
  func movedBeyondLimit() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 20, y: 20, width: 200, height: 200), "card", in: window)
    let tap = TapGestureRecognizer()
    tap.name = "tap"
    card.addGestureRecognizer(tap)
    let app = Application(window: window)
    try app.touchDown(1, at: CGPoint(x: 100, y: 100))
    let moved = try app.move(1, to: CGPoint(x: 127, y: 136.5))
    let transition = try #require(notes(of: "tap", in: entries(of: TraceDocument(moved))).first)
    #expect(transition.kind == "transition" && transition.from == "possible" && transition.to == "failed")
    let cause = try #require(transition.cause)
    #expect(cause.kind == "movedBeyondLimit")
    #expect(cause.distance == Double(hypot(27, 36.5)))
    #expect(cause.limit == Double(TapGestureRecognizer.allowableMovement) && cause.limit == 45)
  }

  @Test(
    "a scroll view refuses a vertical pan: the vertical axis, its content and bounds lengths, the movement")
  func panRefusedVertically() throws {
    let window = makeWindow()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.name = "strip"
    scrollView.contentSize = CGSize(width: 1000, height: 400)
    window.addSubview(scrollView)
    let app = Application(window: window)
    let trace = try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
    #expect(scrollView.contentOffset == .zero)
    let entry = try #require(try entries(of: TraceDocument(trace)).first { $0.kind == "scroll" })
    #expect(entry.view?.name == "strip")
    let decision = try #require(entry.decision)
    #expect(decision.kind == "panRefused" && decision.direction == "mostlyVertical")
    #expect(decision.movement?.x == 0 && (decision.movement?.y ?? 0) < 0)
    #expect(
      decision.axes == [
        TraceDocumentShape.AxisExtent(
          axis: "vertical", content: 400, insets: 0, bounds: 400, alwaysBounce: false, bounces: true)
      ])
  }

  @Test(
    "a button's tap sends touchDown, then touchUpInside and primaryActionTriggered, named as UIKit names them"
  )
  func controlEvents() throws {
    let window = makeWindow()
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
    button.name = "ok"
    window.addSubview(button)
    let trace = try Application(window: window).tap(at: CGPoint(x: 60, y: 40))
    let sent = try entries(of: TraceDocument(trace)).filter { $0.kind == "controlEvents" }
    #expect(sent.map(\.control?.name) == ["ok", "ok"])
    #expect(sent.map(\.events) == [["touchDown"], ["touchUpInside", "primaryActionTriggered"]])
  }

  @Test("a delegate that refuses shouldBegin: the question, its answer false, then the failure it causes")
  func delegateQuestion() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 20, y: 20, width: 200, height: 200), "card", in: window)
    let pan = PanGestureRecognizer()
    pan.name = "pan"
    let delegate = ScriptedDelegate()
    delegate.begin = false
    pan.delegate = delegate
    card.addGestureRecognizer(pan)
    let trace = try Application(window: window).drag(
      from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 180))
    let notes = notes(of: "pan", in: try entries(of: TraceDocument(trace)))
    let asked = try #require(notes.first { $0.kind == "asked" && $0.question?.kind == "shouldBegin" })
    #expect(asked.answer == false)
    let failed = try #require(notes.first { $0.kind == "transition" && $0.to == "failed" })
    #expect(failed.cause?.kind == "delegateRefusedToBegin")
  }

  @Test("a delegate's answer about another recognizer names it by the id it has elsewhere in the document")
  func simultaneousQuestionNamesOther() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 20, y: 20, width: 200, height: 200), "card", in: window)
    let inner = PanGestureRecognizer()
    inner.name = "inner"
    card.addGestureRecognizer(inner)
    let outer = PanGestureRecognizer()
    outer.name = "outer"
    let delegate = ScriptedDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    window.addGestureRecognizer(outer)
    let app = Application(window: window, recordsScenes: true)
    try app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 180), steps: 3)
    var document = TraceDocument()
    document.append(app)
    let asked = try #require(
      notes(of: "outer", in: try entries(of: document)).first {
        $0.question?.kind == "shouldRecognizeSimultaneously"
      })
    #expect(asked.answer == true)
    let other = try #require(asked.question?.with)
    #expect(other.name == "inner")
    let ids = Self.sceneIDs(in: document.json)
    #expect(ids[try #require(other.id)] == "inner")
  }

  @Test(
    "every object a decision names has an id of the document's scenes, under the same name (the application, at the end of the responder chain, has one id of its own)",
    arguments: Scenario.allCases)
  func referencesResolve(_ scenario: Scenario) throws {
    let document = try scenario.document()
    let ids = Self.sceneIDs(in: document.json)
    let references = Self.references(in: document.json)
    #expect(!references.isEmpty)
    var outsideScenes: Set<Int> = []
    for (id, name) in references where ids[id] != name {
      #expect(
        ids[id] == nil && name == "application", "object \(id) (\(name)) is not in the document's scenes")
      outsideScenes.insert(id)
    }
    #expect(outsideScenes.count <= 1)
  }

  @Test("a NaN zoom scale is recorded as ignored, with the value written as \"nan\"")
  func nonFiniteDecisionValue() throws {
    let window = makeWindow()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.name = "zoomer"
    window.addSubview(scrollView)
    let app = Application(window: window)
    scrollView.minimumZoomScale = .nan
    let text = TraceDocument(app.trace).text(indent: 0)
    #expect(
      text.contains(
        #""kind":"scroll","view":{"id":1,"name":"zoomer"},"decision":{"kind":"zoomScaleIgnored","property":"minimumZoomScale","value":"nan"}"#
      ))
  }

  @Test(
    "a handler's queued request and its refused one: the request's fingers and locations, the error's fields")
  func queuedAndRefusedInput() throws {
    let window = makeWindow()
    let app = Application(window: window)
    let pad = HandlerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    pad.name = "pad"
    pad.isMultipleTouchEnabled = true
    window.addSubview(pad)
    pad.onBegan = { [unowned app] touches in
      guard touches.contains(where: { $0.finger == 1 }) else { return }
      #expect(throws: Never.self) { _ = try app.touchDown(2, at: CGPoint(x: 40, y: 50)) }
      #expect(throws: InputError.fingerNotDown(3)) { try app.touchUp(3) }
    }
    let trace = try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    guard case .array(let recordings)? = TraceDocument(trace).json["recordings"],
      case .array(let entries)? = recordings.first?["entries"]
    else { throw Failure.unexpectedShape }
    let queued = try #require(entries.first { $0["kind"] == "queued" })
    #expect(
      queued["input"]
        == .object([
          ("kind", "touchDown"),
          (
            "fingers",
            .array([
              .object([
                ("finger", .integer(2)), ("location", .object([("x", .integer(40)), ("y", .integer(50))])),
              ])
            ])
          ),
        ]))
    let refused = try #require(entries.first { $0["kind"] == "inputRefused" })
    #expect(refused["error"]?["kind"] == "fingerNotDown")
    #expect(refused["error"]?["finger"] == .integer(3))
    #expect(refused["error"]?["message"] == .string(InputError.fingerNotDown(3).description))
  }

  /// A document that does not have the documented shape.
  private enum Failure: Error { case unexpectedShape }

  /// The id and name of every view and recognizer in the document's scene snapshots.
  static func sceneIDs(in json: JSONValue) -> [Int: String] {
    var ids: [Int: String] = [:]
    func visit(_ value: JSONValue, inScene: Bool) {
      switch value {
      case .array(let items): for item in items { visit(item, inScene: inScene) }
      case .object(let members):
        if inScene, case .number(let id)? = value["id"], case .string(let name)? = value["name"] {
          ids[Int(id)] = name
        }
        for (key, member) in members { visit(member, inScene: inScene || key == "scene") }
      default: break
      }
    }
    visit(json, inScene: false)
    return ids
  }

  /// Every `{"id", "name"}` reference outside the scenes and the hit tests: the objects decisions name.
  static func references(in json: JSONValue) -> [(Int, String)] {
    var found: [(Int, String)] = []
    func visit(_ value: JSONValue) {
      switch value {
      case .array(let items): for item in items { visit(item) }
      case .object(let members):
        if members.count == 2, case .number(let id)? = value["id"], case .string(let name)? = value["name"] {
          found.append((Int(id), name))
        }
        for (key, member) in members where key != "scene" && key != "hitTest" { visit(member) }
      default: break
      }
    }
    visit(json)
    return found
  }
}

/// Scenarios whose documents record scenes, for checking the objects their decisions name.
enum Scenario: CaseIterable, CustomTestStringConvertible {
  case tapOnButton, scrollDrag, simultaneousPans

  var testDescription: String {
    switch self {
    case .tapOnButton: "a tap on a button in a card with a tap recognizer"
    case .scrollDrag: "a drag that scrolls and decelerates"
    case .simultaneousPans: "two pans recognizing together"
    }
  }

  /// The scenario run, with scene snapshots, as a document.
  func document() throws -> TraceDocument {
    let window = makeWindow()
    let app = Application(window: window, recordsScenes: true)
    switch self {
    case .tapOnButton:
      let card = makeView(CGRect(x: 20, y: 20, width: 200, height: 200), "card", in: window)
      let tap = TapGestureRecognizer()
      tap.name = "cardTap"
      card.addGestureRecognizer(tap)
      let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
      button.name = "ok"
      card.addSubview(button)
      try app.tap(at: CGPoint(x: 60, y: 60))
    case .scrollDrag:
      let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
      scrollView.name = "feed"
      scrollView.contentSize = CGSize(width: 320, height: 2000)
      window.addSubview(scrollView)
      _ = makeView(CGRect(x: 0, y: 0, width: 320, height: 60), "row", in: scrollView)
      try app.drag(
        from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), duration: .milliseconds(100), steps: 5)
      try app.wait(.seconds(3))
    case .simultaneousPans:
      let card = makeView(CGRect(x: 20, y: 20, width: 200, height: 200), "card", in: window)
      let inner = PanGestureRecognizer()
      inner.name = "inner"
      card.addGestureRecognizer(inner)
      let outer = PanGestureRecognizer()
      outer.name = "outer"
      let delegate = ScriptedDelegate()
      delegate.simultaneous = true
      outer.delegate = delegate
      window.addGestureRecognizer(outer)
      try app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 180), steps: 3)
    }
    var document = TraceDocument()
    document.append(app)
    return document
  }
}
