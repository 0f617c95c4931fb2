import Foundation
import HitTestKit
import HitTestKitTesting
import Testing

/// Issue 32, row 5: a drag through N nested scroll views does work linear in N, and a recognizer that a recognition
/// earlier in the same event would fail fails at once, for that reason.
@Suite struct NestedRecognizerCostTests {
  /// A scroll view whose class adopts the delegate protocol, counting the questions its pan is asked.
  final class CountingScrollView: ScrollView, GestureRecognizerDelegate {
    let counter: QuestionCounter

    init(frame: CGRect, counter: QuestionCounter) {
      self.counter = counter
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
      counter = QuestionCounter()
      super.init(coder: coder)
    }

    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
      counter.count += 1
      return false
    }

    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
      counter.count += 1
      return false
    }
  }

  final class QuestionCounter {
    var count = 0
  }

  /// Drags through `depth` nested scroll views; returns the failure-requirement questions asked and the views that
  /// scrolled.
  private func drag(depth: Int) throws -> (questions: Int, scrolled: [Bool]) {
    let counter = QuestionCounter()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var parent: View = window
    var scrollViews: [ScrollView] = []
    for _ in 0..<depth {
      let scrollView = CountingScrollView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), counter: counter)
      scrollView.contentSize = CGSize(width: 320, height: 2_000)
      parent.addSubview(scrollView)
      scrollViews.append(scrollView)
      parent = scrollView
    }
    let app = Application(window: window, isTracing: false)
    try app.drag(
      from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: .milliseconds(100), steps: 10)
    return (counter.count, scrollViews.map { $0.contentOffset.y != 0 })
  }

  @Test("the questions asked grow linearly with the depth: 4× the scroll views, at most 4.5× the questions")
  func questionsGrowLinearly() throws {
    let small = try drag(depth: 20)
    let large = try drag(depth: 80)
    #expect(small.questions > 0)
    #expect(
      Double(large.questions) <= 4.5 * Double(small.questions),
      "\(small.questions) questions at depth 20, \(large.questions) at depth 80")
    // Only the innermost scroll view, whose pan the touch reaches first, scrolls.
    #expect(large.scrolled.last == true && large.scrolled.dropLast().allSatisfy { !$0 })
  }

  @Test("a recognizer that an earlier recognition of the same event excludes fails at once, without waiting")
  func excludedBeforeItsOwnRequirement() throws {
    let window = makeWindow()
    let outer = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(outer)
    outer.addSubview(inner)
    let innerPan = PanGestureRecognizer()
    innerPan.name = "inner pan"
    inner.addGestureRecognizer(innerPan)
    let outerPan = PanGestureRecognizer()
    outerPan.name = "outer pan"
    outer.addGestureRecognizer(outerPan)
    // The outer pan must wait for a long press, still undecided while the finger moves quickly.
    let press = LongPressGestureRecognizer()
    press.name = "press"
    press.allowableMovement = 1_000
    outer.addGestureRecognizer(press)
    outerPan.require(toFail: press)
    let app = Application(window: window)
    try app.touchDown(1, at: CGPoint(x: 100, y: 100))
    let moved = try app.move(1, to: CGPoint(x: 100, y: 160))
    expectTrace(
      moved,
      contains: .stateChange(
        recognizer: "outer pan", from: .possible, to: .failed, cause: .excludedBy(TracedObject(innerPan))))
    #expect(!moved.lines.contains { $0.contains("outer pan") && $0.contains("waits") })
    #expect(innerPan.state == .began || innerPan.state == .changed)
    try app.touchUp(1)
  }
}
