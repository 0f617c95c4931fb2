import Foundation
import HitTestKit
import Testing

/// The explorer page: one self-contained HTML file holding the JSON trace and everything the page shows in words.
@Suite struct ExplorerPageTests {
  /// A window with a card holding a button with a tap recognizer, and a hidden badge; scenes recorded.
  private func tapScene() -> (
    app: Application, window: Window, card: View, button: View, tap: TapGestureRecognizer
  ) {
    let window = makeWindow()
    let card = makeView(CGRect(x: 20, y: 20, width: 200, height: 200), "card", in: window)
    let button = makeView(CGRect(x: 10, y: 10, width: 80, height: 44), "button", in: card)
    let badge = makeView(CGRect(x: 100, y: 10, width: 40, height: 40), "badge", in: card)
    badge.isHidden = true
    let tap = TapGestureRecognizer()
    tap.name = "buttonTap"
    button.addGestureRecognizer(tap)
    return (Application(window: window, recordsScenes: true), window, card, button, tap)
  }

  /// The JSON text embedded in the page's script element `id`.
  private func embedded(_ id: String, in html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let text = String(html[start.upperBound..<end.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("the page embeds the versioned JSON trace, and needs no network")
  func selfContained() throws {
    let (app, _, _, button, _) = tapScene()
    let html = ExplorerPage(try app.tap(at: button)).html
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    let trace = try embedded("trace-json", in: html)
    #expect(trace["format"] as? String == TraceDocument.formatName)
    #expect(trace["version"] as? Int == TraceDocument.version)
    for link in ["src=\"http", "href=\"http", "url(http", "@import", "fetch("] {
      #expect(!html.contains(link))
    }
  }

  @Test(
    "each top-level entry is a step, named after its touch phase or its kind, with the text the trace prints")
  func steps() throws {
    let (app, _, _, button, _) = tapScene()
    let trace = try app.tap(at: button)
    let data = try embedded("explorer-data", in: trace.explorerHTML())
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let steps = try #require(recording["steps"] as? [[String: Any]])
    #expect(steps.map { $0["label"] as? String } == ["touch-down", "time +0.05 s", "touch-up"])
    #expect(steps.map { $0["event"] as? Int } == [1, 1, 2])
    #expect(steps.map { $0["ownHit"] as? Bool } == [true, false, false])
    let lines = try #require(recording["lines"] as? [String])
    #expect(lines.count == trace.entries.count)
    #expect(lines.joined(separator: "\n") + "\n" == trace.description)
  }

  @Test("the scene is the SVG renderer's, each view in a group named by its id in the JSON trace")
  func sceneUsesTraceIDs() throws {
    let (app, _, _, button, _) = tapScene()
    let html = ExplorerPage(try app.tap(at: button)).html
    let trace = try embedded("trace-json", in: html)
    let entries = try #require(
      (trace["recordings"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]])
    #expect(
      entries.allSatisfy { $0["scene"] == nil }, "the page carries scenes as pictures, not as snapshots")
    let bound = try #require(
      entries.first { $0["kind"] as? String == "touchBound" }?["view"] as? [String: Any])
    #expect(bound["name"] as? String == "button")
    let buttonID = try #require(bound["id"] as? Int)
    let data = try embedded("explorer-data", in: html)
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let scenes = try #require(recording["scenes"] as? [[String: Any]])
    #expect(scenes.count == 1, "the touch-down and the lift see the same scene, drawn once")
    let svg = try #require(scenes.first?["svg"] as? String)
    #expect(svg.contains("<g class=\"view\" data-view=\"\(buttonID)\">"))
    #expect(svg.contains("<g class=\"overlay\"></g>"))
    #expect(scenes.first?["current"] as? Bool == true)
  }

  @Test("each hit test gives every view it met its part, and a skipped view its reason")
  func hitRoles() throws {
    let (app, _, _, button, _) = tapScene()
    let data = try embedded("explorer-data", in: ExplorerPage(try app.tap(at: CGPoint(x: 130, y: 40))).html)
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let hit = try #require((recording["hits"] as? [[String: Any]])?.first)
    let roles = try #require(hit["roles"] as? [[Any]])
    let texts = roles.map { "\($0[1]): \($0[2])" }
    #expect(texts.contains("skipped: skipped: it \(HitTestTrace.SkipReason.hidden)"))
    #expect(texts.contains("hit: the view hit"))
    #expect(texts.contains { $0.hasPrefix("hitPath: on the path from window") })
    _ = button
  }

  @Test("clicking a view shows explainMiss's analysis of the recorded hit test, computed in Swift")
  func explanations() throws {
    let (app, window, _, button, _) = tapScene()
    let point = CGPoint(x: 130, y: 40)
    let data = try embedded("explorer-data", in: ExplorerPage(try app.tap(at: point)).html)
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let hit = try #require((recording["hits"] as? [[String: Any]])?.first)
    let texts = try #require(hit["explanations"] as? [String: String])
    #expect(texts.count == 4, "window, card, button and badge")
    #expect(texts.values.contains(window.explainMiss(of: button, at: point).description))
  }

  @Test("an explanation holds for the scene when the finger went down, even after the views changed")
  func explanationsOfThePast() throws {
    let (app, _, _, button, _) = tapScene()
    button.isUserInteractionEnabled = false
    let trace = try app.tap(at: button)
    button.isUserInteractionEnabled = true
    let data = try embedded("explorer-data", in: ExplorerPage(trace).html)
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let hit = try #require((recording["hits"] as? [[String: Any]])?.first)
    let texts = try #require(hit["explanations"] as? [String: String])
    #expect(
      texts.values.contains {
        $0.hasPrefix("button did not get the touch") && $0.contains("isUserInteractionEnabled")
      })
    #expect((recording["scenes"] as? [[String: Any]])?.first?["current"] as? Bool == false)
  }

  @Test("the explanations stay within the page's budget, in the order of the hit tests")
  func explanationBudget() throws {
    let (app, _, card, button, _) = tapScene()
    for row in 0..<100 {
      _ = makeView(CGRect(x: 0, y: 60 + row, width: 200, height: 1), "row \(row)", in: card)
    }
    var trace = InteractionTrace()
    for _ in 0..<10 { trace.append(try app.tap(at: button)) }
    let data = try embedded("explorer-data", in: ExplorerPage(trace).html)
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let hits = try #require(recording["hits"] as? [[String: Any]])
    let counts = hits.map { ($0["explanations"] as? [String: String])?.count ?? 0 }
    #expect(counts.reduce(0, +) <= ExplorerPage.maximumExplanationCount)
    #expect(counts.first == 104 && counts.last == 0, "\(counts)")
  }

  @Test("a realistic tap's page stays under 200 KB: the benchmarks' screen of 209 views and 7 recognizers")
  func tapPageSize() throws {
    // The screen of Benchmarks/benchmarks/ScreenBenchmarks.swift: 40 cards in a list above a tab bar.
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = makeView(window.bounds, "root", in: window)
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 761))
    list.name = "list"
    list.contentSize = CGSize(width: 390, height: 40 * 120)
    root.addSubview(list)
    for index in 0..<40 {
      let card = makeView(
        CGRect(x: 8, y: CGFloat(index) * 120, width: 374, height: 112), "card\(index)", in: list)
      card.addSubview(ImageView(frame: CGRect(x: 8, y: 8, width: 96, height: 96)))
      card.addSubview(View(frame: CGRect(x: 112, y: 8, width: 254, height: 24)))
      card.addSubview(View(frame: CGRect(x: 112, y: 36, width: 254, height: 20)))
      let button = Button(frame: CGRect(x: 272, y: 64, width: 94, height: 40), title: "Open")
      button.name = "open\(index)"
      card.addSubview(button)
    }
    let tabBar = makeView(CGRect(x: 0, y: 761, width: 390, height: 83), "tabBar", in: root)
    for index in 0..<5 {
      tabBar.addSubview(Button(frame: CGRect(x: CGFloat(index) * 78, y: 0, width: 78, height: 49)))
    }
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    let tap = TapGestureRecognizer()
    tap.require(toFail: doubleTap)
    for recognizer in [tap, doubleTap, LongPressGestureRecognizer()] { list.addGestureRecognizer(recognizer) }
    tabBar.addGestureRecognizer(LongPressGestureRecognizer())
    root.addGestureRecognizer(PanGestureRecognizer())
    let app = Application(window: window, recordsScenes: true)
    try app.touchDown(1, at: CGPoint(x: 327, y: 324))
    try app.wait(.milliseconds(50))
    try app.touchUp(1)
    try app.wait(.milliseconds(400))
    let html = ExplorerPage(app.trace).html
    #expect(html.utf8.count < 200_000, "\(html.utf8.count) bytes")
  }

  @Test("a name that would close the script element is escaped in the embedded JSON")
  func scriptTagInName() throws {
    let (app, _, _, button, _) = tapScene()
    button.name = "</script><b>"
    let html = ExplorerPage(try app.tap(at: button)).html
    #expect(!html.contains("</script><b>"))
    #expect(try embedded("explorer-data", in: html)["recordings"] != nil)
  }

  @Test("a lone hit test is one step, drawn from its root as it is now")
  func loneHitTest() throws {
    let (_, window, _, button, _) = tapScene()
    let html = ExplorerPage(TraceDocument(window.hitTestTrace(at: CGPoint(x: 40, y: 40)))).html
    let data = try embedded("explorer-data", in: html)
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    #expect((recording["steps"] as? [[String: Any]])?.map { $0["label"] as? String } == ["hit test"])
    #expect((recording["scenes"] as? [[String: Any]])?.count == 1)
    _ = button
  }

  @Test("a trace without scene snapshots still gives a page, with no scene")
  func noScenes() throws {
    let window = makeWindow()
    let app = Application(window: window)
    let data = try embedded("explorer-data", in: ExplorerPage(try app.tap(at: CGPoint(x: 5, y: 5))).html)
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    #expect((recording["scenes"] as? [Any])?.isEmpty == true)
    #expect((recording["steps"] as? [[String: Any]])?.allSatisfy { $0["scene"] is NSNull } == true)
  }

  @Test("writing to a folder that does not exist throws cannotWrite and creates nothing")
  func unwritablePath() throws {
    let (app, _, _, button, _) = tapScene()
    let page = ExplorerPage(try app.tap(at: button))
    let folder = "/nonexistent-\(UUID().uuidString)"
    #expect {
      try page.write(toFile: folder + "/page.html")
    } throws: { error in
      guard case .cannotWrite(let path, _) = error as? ExplorerPageError else { return false }
      return path == folder + "/page.html"
    }
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(throws: ExplorerPageError.cannotWrite(path: "", reason: "the path is empty")) {
      try page.write(toFile: "")
    }
  }

  @Test("writing the page puts the HTML in the file")
  func writesFile() throws {
    let (app, _, _, button, _) = tapScene()
    let page = ExplorerPage(try app.tap(at: button), title: "a tap")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explorer-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    try page.write(toFile: file.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == page.html)
    #expect(page.html.contains("<title>a tap</title>"))
  }
}
