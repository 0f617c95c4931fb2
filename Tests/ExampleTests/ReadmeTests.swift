import Foundation
import HitTestKit
import Testing

/// Keeps the README honest: its code is `ReadmeScenarios.swift`, verbatim (which imports only HitTestKit
/// and Testing, as the README promises), and its transcripts are what that code prints.
@Suite struct ReadmeTests {
  /// The README's text.
  let readme: String
  /// The text of `ReadmeScenarios.swift`, next to this file.
  let source: String

  init() throws {
    readme = try String(
      contentsOf: Snapshot.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ReadmeScenarios.swift"),
      encoding: .utf8)
  }

  /// The lines of `ReadmeScenarios.swift` between `// <marker>-BEGIN` and `// <marker>-END`.
  func block(_ marker: String) throws -> Substring {
    let begin = try #require(source.range(of: "// \(marker)-BEGIN\n"))
    let end = try #require(source.range(of: "// \(marker)-END\n"))
    return source[begin.upperBound..<end.lowerBound]
  }

  @Test("the README shows the scenario test of this file, verbatim")
  func showsTheScenario() throws {
    #expect(source.hasPrefix("import HitTestKit\nimport Testing\n\n"))
    let snippet = try "import HitTestKit\nimport Testing\n\n" + block("README")
    #expect(readme.contains("```swift\n" + snippet + "```\n"))
  }

  @Test("the README shows the trace the scenario prints")
  func showsTheTrace() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    button.name = "closeButton"
    window.addSubview(button)
    let trace = window.hitTestTrace(at: CGPoint(x: 94, y: 110))
    #expect(readme.contains("```\n\(trace)```\n"))
  }

  @Test("the README shows the touch scenario of this file and the trace it prints")
  func showsTheTouchScenario() throws {
    #expect(try readme.contains("```swift\n" + block("README-TOUCH") + "```\n"))
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = View(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
    card.name = "card"
    let close = Button(frame: CGRect(x: 230, y: 10, width: 40, height: 40), title: "close")
    card.addSubview(close)
    window.addSubview(card)
    card.addGestureRecognizer(TapGestureRecognizer())
    let trace = try Application(window: window).tap(at: close)
    #expect(readme.contains("```\n\(trace)```\n"))
  }

  @Test("the README shows the checked tap of this file")
  func showsTheCheckedTap() throws {
    #expect(try readme.contains("```swift\n" + block("README-CHECKED-TAP") + "```\n"))
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let button = Button(frame: CGRect(x: 100, y: 100, width: 44, height: 44), title: "OK")
    let toast = View(frame: CGRect(x: 0, y: 80, width: 320, height: 80))
    toast.name = "toast"
    window.addSubview(button)
    window.addSubview(toast)
    let error = try #require(throws: InputError.self) {
      try Application(window: window).tapExpectingHit(on: button)
    }
    print(error)
    #expect(readme.contains("```\n\(error)\n```\n"))
  }

  @Test("the README shows the picture snippet of this file, and it writes an SVG of the scene")
  func showsThePictureSnippet() throws {
    #expect(try readme.contains("```swift\n" + block("README-PICTURE") + "```\n"))
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    button.name = "closeButton"
    window.addSubview(button)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "readme-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    try drawHitTest(in: window, at: CGPoint(x: 94, y: 110), toFile: file.path)
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.hasPrefix("<svg") && svg.contains("closeButton"))
  }

  @Test("the README lists every example and lesson")
  func listsEverything() {
    for name in exampleExecutables + lessonExecutables {
      #expect(readme.contains("`swift run \(name)`"), "README does not mention \(name)")
    }
  }
}
