import Foundation
import HitTestKit
import Testing

/// A window with a card that has a tap recognizer and a rotated badge, and a button on the card.
private struct TapScene {
  let window = makeWindow()
  let card = makeView(CGRect(x: 20, y: 100, width: 280, height: 200), "card")
  let badge = makeView(CGRect(x: 200, y: 10, width: 40, height: 40), "badge")
  let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
  let tap = TapGestureRecognizer()
  let app: Application

  init(recordsScenes: Bool) {
    window.addSubview(card)
    card.addSubview(badge)
    badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
    button.name = "ok"
    card.addSubview(button)
    tap.name = "cardTap"
    card.addGestureRecognizer(tap)
    app = Application(window: window, recordsScenes: recordsScenes)
  }
}

/// The JSON export of interaction and hit-test traces, read back through the documented shape.
@Suite struct TraceDocumentTests {
  /// Decodes `document` as a program outside Swift would.
  private func decode(_ document: TraceDocument) throws -> TraceDocumentShape.Document {
    try JSONDecoder().decode(TraceDocumentShape.Document.self, from: Data(document.text().utf8))
  }

  @Test("a tap read back: format, version, every entry's time, depth and kind, the touches and the hit test")
  func roundTrip() throws {
    let scene = TapScene(recordsScenes: true)
    let trace = try scene.app.tap(at: CGPoint(x: 60, y: 140))
    let decoded = try decode(TraceDocument(trace))
    #expect(decoded.format == TraceDocument.formatName && decoded.format == "HitTestKit trace")
    #expect(decoded.version == TraceDocument.version)
    let entries = try #require(decoded.recordings.first?.entries)
    #expect(decoded.recordings.map(\.type) == ["interactions"])
    #expect(entries.count == trace.entries.count)
    for (read, entry) in zip(entries, trace.entries) {
      #expect(read.time == entry.time && read.depth == entry.depth)
    }
    let events = entries.filter { $0.kind == "event" }
    #expect(events.map(\.number) == [1, 2])
    #expect(events.map { $0.touches?.map(\.phase) } == [["began"], ["ended"]])
    #expect(events[0].touches?.first?.location == TraceDocumentShape.Point(x: 60, y: 140))
    let hitTest = try #require(entries.first { $0.kind == "hitTest" }?.hitTest)
    #expect(hitTest.point == TraceDocumentShape.Point(x: 60, y: 140))
    #expect(hitTest.root.name == "window" && hitTest.result?.name == "ok")
    let original = try #require(trace.entries.compactMap(\.hitTestForTests).first)
    #expect(hitTest.steps.count == original.steps.count)
    #expect(hitTest.steps.map(\.view.name) == original.steps.map(\.viewName))
    // The button's visit: the point in its own coordinates (window (60, 140) → card (40, 40) → ok (20, 20)).
    let visit = try #require(hitTest.steps.first { $0.kind == "visit" && $0.view.name == "ok" })
    #expect(visit.point == TraceDocumentShape.Point(x: 20, y: 20))
  }

  @Test("each event carries the scene as it was: geometry, flags, recognizers, names and ids")
  func scenes() throws {
    let scene = TapScene(recordsScenes: true)
    scene.card.alpha = 0.5
    scene.card.clipsToBounds = true
    try scene.app.tap(at: CGPoint(x: 60, y: 140))
    #expect(scene.app.sceneSnapshots.map(\.eventNumber) == [1, 2])
    var document = TraceDocument()
    document.append(scene.app)
    let entries = try #require(try decode(document).recordings.first?.entries)
    let snapshot = try #require(entries.first { $0.kind == "event" }?.scene)
    #expect(snapshot.time == 0)
    #expect(snapshot.views.map(\.name) == ["window", "card", "badge", "ok"])
    let card = snapshot.views[1]
    #expect(card.class == "View" && card.parent == snapshot.views[0].id)
    #expect(card.frame == TraceDocumentShape.Rect(x: 20, y: 100, width: 280, height: 200))
    #expect(card.center == TraceDocumentShape.Point(x: 160, y: 200))
    #expect(card.alpha == 0.5 && card.clipsToBounds && !card.isHidden && card.isUserInteractionEnabled)
    #expect(card.gestureRecognizers.map(\.name) == ["cardTap"])
    #expect(card.gestureRecognizers.first?.class == "TapGestureRecognizer")
    #expect(card.gestureRecognizers.first?.state == "possible")
    let badge = snapshot.views[2]
    let rotation = CGAffineTransform(rotationAngle: .pi / 4)
    #expect(badge.transform.a == Double(rotation.a) && badge.transform.b == Double(rotation.b))
    #expect(badge.bounds == TraceDocumentShape.Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(snapshot.views[3].class == "Button" && snapshot.views[3].parent == card.id)
    // The same objects keep their ids everywhere in the document: the hit test names ok by its scene id.
    let hitTest = try #require(entries.first { $0.kind == "hitTest" }?.hitTest)
    #expect(hitTest.result?.id == snapshot.views[3].id)
    #expect(hitTest.root.id == snapshot.views[0].id)
  }

  @Test("scenes are off by default: no snapshot is taken and no event carries one")
  func scenesOffByDefault() throws {
    let scene = TapScene(recordsScenes: false)
    #expect(!scene.app.recordsScenes)
    let trace = try scene.app.tap(at: CGPoint(x: 60, y: 140))
    #expect(scene.app.sceneSnapshots.isEmpty)
    #expect(try decode(TraceDocument(trace)).recordings[0].entries?.allSatisfy { $0.scene == nil } == true)
  }

  @Test(
    "clearTrace forgets the scene snapshots with the trace; later events record theirs under their numbers")
  func clearTraceForgetsScenes() throws {
    let scene = TapScene(recordsScenes: true)
    try scene.app.tap(at: CGPoint(x: 60, y: 140))
    scene.app.clearTrace()
    #expect(scene.app.sceneSnapshots.isEmpty)
    let trace = try scene.app.tap(at: CGPoint(x: 60, y: 140))
    #expect(scene.app.sceneSnapshots.map(\.eventNumber) == [3, 4])
    let entries = try #require(try decode(TraceDocument(trace)).recordings.first?.entries)
    #expect(entries.filter { $0.kind == "event" }.map { $0.scene != nil } == [true, true])
  }

  @Test("ids follow first appearance and object identity: two views of the same name get two ids")
  func idsByIdentity() throws {
    let window = makeWindow()
    let first = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "row", in: window)
    let second = makeView(CGRect(x: 0, y: 100, width: 100, height: 100), "row", in: window)
    var document = TraceDocument(window.hitTestTrace(at: CGPoint(x: 50, y: 50)))
    document.append(window.hitTestTrace(at: CGPoint(x: 50, y: 150)))
    let decoded = try decode(document)
    let results = decoded.recordings.compactMap { $0.hitTest?.result }
    #expect(results.map(\.name) == ["row", "row"])
    #expect(results[0].id != results[1].id)
    #expect(decoded.recordings[0].hitTest?.root == TraceDocumentShape.Reference(id: 1, name: "window"))
    _ = (first, second)
  }

  @Test("the same scenario gives the same document, byte for byte")
  func deterministic() throws {
    func run() throws -> String {
      let scene = TapScene(recordsScenes: true)
      try scene.app.tap(at: CGPoint(x: 60, y: 140))
      try scene.app.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 100, y: 250), steps: 3)
      var document = TraceDocument()
      document.append(scene.app)
      document.append(scene.window.hitTestTrace(at: CGPoint(x: 1, y: 1)))
      return document.text()
    }
    #expect(try run() == run())
  }

  @Test("NaN and infinite geometry still give valid JSON, with the strings nan, inf and -inf")
  func nonFiniteGeometry() throws {
    let window = makeWindow()
    let broken = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "broken", in: window)
    broken.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: .infinity, tx: -.infinity, ty: 0)
    let app = Application(window: window, recordsScenes: true)
    try app.tap(at: CGPoint(x: 100, y: 100))
    var document = TraceDocument()
    document.append(app)
    document.append(window.hitTestTrace(at: CGPoint(x: CGFloat.nan, y: 5)))
    let text = document.text()
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
    #expect(parsed is [String: Any])
    #expect(text.contains(#""transform": {"a": "nan", "b": 0, "c": 0, "d": "inf", "tx": "-inf", "ty": 0}"#))
    #expect(text.contains(#""point": {"x": "nan", "y": 5}"#))
  }

  @Test(
    "a file that cannot be written throws cannotWrite, says why and what to do, and leaves nothing behind")
  func unwritablePath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)")
    let path = folder.appendingPathComponent("trace.json").path
    let document = TraceDocument(makeWindow().hitTestTrace(at: CGPoint(x: 1, y: 1)))
    #expect {
      try document.write(toFile: path)
    } throws: { error in
      guard case .cannotWrite(let failedPath, let reason) = error as? TraceExportError else { return false }
      return failedPath == path && !reason.isEmpty
        && (error as? TraceExportError)?.description.hasPrefix("cannot write the JSON trace to \(path): ")
          == true
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(throws: TraceExportError.cannotWrite(path: "", reason: "the path is empty")) {
      try document.write(toFile: "")
    }
  }

  @Test("a folder in the way is refused and left as it was")
  func folderInTheWay() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = TraceDocument(makeWindow().hitTestTrace(at: CGPoint(x: 1, y: 1)))
    #expect(throws: TraceExportError.self) { try document.write(toFile: folder.path) }
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a written file holds the document's text, and replaces an older file whole")
  func writesFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trace-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("old contents".utf8).write(to: file)
    let document = TraceDocument(makeWindow().hitTestTrace(at: CGPoint(x: 1, y: 1)))
    try document.write(toFile: file.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == document.text())
  }
}

extension InteractionTrace.Entry {
  /// The hit test of a `hitTest` entry.
  fileprivate var hitTestForTests: HitTestTrace? {
    if case .hitTest(_, let trace) = kind { return trace }
    return nil
  }
}
