import HitTestKit
import HitTestKitTesting
import Testing

/// A scroll view that records, for each `touchesShouldBegin` question, the fingers of the set it was given and the view
/// asked about.
final class QuestionRecordingScrollView: ScrollView {
  var questions: [(fingers: [Finger], view: String)] = []
  override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    questions.append((touches.map(\.finger).sorted(), view.name ?? "?"))
    return true
  }
}

/// The content-touch delay asks `touchesShouldBegin(_:with:in:)` about each held touch in a set of that touch alone
/// (reference §8.6), whether it reuses the set its own call was given (one finger) or makes one (several fingers, or
/// the delay's timer).
@Suite struct ContentTouchQuestionSetTests {
  let fixture = ScrollFixture(
    scrollView: QuestionRecordingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
  let left = RecordingView(frame: CGRect(x: 20, y: 100, width: 120, height: 60))
  let right = RecordingView(frame: CGRect(x: 180, y: 100, width: 120, height: 60))
  var scrollView: QuestionRecordingScrollView { fixture.scrollView as! QuestionRecordingScrollView }

  init() {
    left.name = "left"
    right.name = "right"
    fixture.scrollView.addSubview(left)
    fixture.scrollView.addSubview(right)
  }

  @Test("one finger lifted before the delay: the question's set is that finger's touch alone")
  func oneFingerLifted() throws {
    try fixture.app.touchDown(1, at: CGPoint(x: 80, y: 130))
    try fixture.app.touchUp(1)
    #expect(scrollView.questions.map(\.fingers) == [[1]])
    #expect(scrollView.questions.map(\.view) == ["left"])
  }

  @Test(
    "two fingers lifted together: one question per finger, each with its own touch alone, in finger order")
  func twoFingersLiftedTogether() throws {
    try fixture.app.touchDown([1: CGPoint(x: 80, y: 130), 2: CGPoint(x: 240, y: 130)])
    try fixture.app.touchUp(1, 2)
    #expect(scrollView.questions.map(\.fingers) == [[1], [2]])
    #expect(scrollView.questions.map(\.view) == ["left", "right"])
  }

  @Test("the delay passing: the question's set is the held touch alone")
  func delayPassed() throws {
    try fixture.app.touchDown(1, at: CGPoint(x: 240, y: 130))
    try fixture.app.wait(.milliseconds(200))
    #expect(scrollView.questions.map(\.fingers) == [[1]])
    #expect(scrollView.questions.map(\.view) == ["right"])
  }
}
