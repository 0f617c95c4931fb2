import Foundation
import HitTestKit
import Testing

// README-BEGIN
final class EnlargedButton: View {
  // Answer touches up to 10 pt outside the bounds.
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.inset(by: EdgeInsets(all: -10)).halfOpenContains(point)
  }
}

@Test("a tap 6 pt outside the 20 pt button still reaches it")
func tapNearButton() {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
  button.name = "closeButton"
  window.addSubview(button)

  let trace = window.hitTestTrace(at: CGPoint(x: 94, y: 110))
  print(trace)
  #expect(trace.result === button)
}
// README-END

// README-TOUCH-BEGIN
@Test("a button inside a card wins over the card's tap recognizer")
func buttonBeatsCardTap() throws {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let card = View(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
  card.name = "card"
  let close = Button(frame: CGRect(x: 230, y: 10, width: 40, height: 40), title: "close")
  card.addSubview(close)
  window.addSubview(card)
  var log: [String] = []
  card.addGestureRecognizer(TapGestureRecognizer { _ in log.append("card tapped") })
  close.addAction(for: .primaryActionTriggered) { _ in log.append("closed") }

  let app = Application(window: window)
  let trace = try app.tap(at: close)
  print(trace)
  #expect(log == ["closed"])
}
// README-TOUCH-END

/// Keeps the README honest: its scenario is the code above, verbatim, and its transcript is what it prints.
@Suite struct ReadmeTests {
  /// The README's text.
  let readme: String

  init() throws {
    readme = try String(
      contentsOf: Snapshot.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test("the README shows the scenario test of this file, verbatim")
  func showsTheScenario() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let begin = try #require(source.range(of: "// README-BEGIN\n"))
    let end = try #require(source.range(of: "// README-END\n"))
    let snippet = "import HitTestKit\nimport Testing\n\n" + source[begin.upperBound..<end.lowerBound]
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
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let begin = try #require(source.range(of: "// README-TOUCH-BEGIN\n"))
    let end = try #require(source.range(of: "// README-TOUCH-END\n"))
    #expect(readme.contains("```swift\n" + source[begin.upperBound..<end.lowerBound] + "```\n"))
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

  @Test("the README lists every example and lesson")
  func listsEverything() {
    for name in exampleExecutables + lessonExecutables {
      #expect(readme.contains("`swift run \(name)`"), "README does not mention \(name)")
    }
  }
}
