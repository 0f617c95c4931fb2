import HitTestKit

// Bezier arrow quiz
//
// A matching quiz: three countries on the left, three capitals on the right, and one arrow per country
// that the user drags by its head onto the right capital. The arrows cross, so their frames (the
// rectangles around tail and head) overlap: a plain view would answer for its whole frame, and the arrow
// on top would take every touch in its rectangle, even on the heads of the arrows below it. The trick is
// a `point(inside:with:)` override that accepts only the arrowhead, so each arrow can be grabbed by its
// own head wherever the others lie.
//
// The arrows draw nothing here (a later version draws a bezier curve). Their shape, in the arrow's own
// coordinates, is a tail at the question and a 30 × 38 head at the right edge of the frame:
//
//   tail ●────────────╮
//                      ╰──▶ head: CGRect(x: width - 30, y: headCenter.y - 19, width: 30, height: 38)

/// An arrow from a fixed tail to a movable head, both in superview coordinates; its frame encloses both.
///
/// Dragging the head (the `touches…` overrides) moves it and reshapes the frame. It handles all four
/// touch methods without calling `super`, so the drag stays with the arrow (lesson 5's rule).
private class ArrowView: View {
  /// The arrowhead's size: 30 pt wide, 38 pt tall (a comfortable target around a 44 pt touch).
  static let headSize = CGSize(width: 30, height: 38)

  /// Where the arrow starts, in superview coordinates (at its question).
  let tail: CGPoint
  /// The center of the arrowhead, in superview coordinates.
  private(set) var head: CGPoint
  /// Called when the user lifts the finger after dragging the head.
  var onDrop: ((ArrowView) -> Void)?
  /// Where the finger grabbed the head, relative to the head's center (so the head does not jump).
  private var grabOffset = CGPoint.zero

  init(name: String, tail: CGPoint, head: CGPoint) {
    self.tail = tail
    self.head = head
    super.init(frame: .zero)
    self.name = name
    layOut()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: this view is made in code")
  }

  /// The arrowhead's rectangle in the arrow's own coordinates: the right end of the frame.
  var headFrame: CGRect {
    CGRect(
      x: bounds.width - Self.headSize.width, y: head.y - Self.headSize.height / 2 - frame.minY,
      width: Self.headSize.width, height: Self.headSize.height)
  }

  /// Sets the frame to the smallest rectangle holding the tail and the whole head.
  private func layOut() {
    let minX = min(tail.x, head.x - Self.headSize.width / 2)
    let minY = min(tail.y, head.y - Self.headSize.height / 2)
    let maxX = head.x + Self.headSize.width / 2
    let maxY = max(tail.y, head.y + Self.headSize.height / 2)
    frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The finger's location in the superview's coordinates: the arrow's own frame moves while dragging.
  private func locationInSuperview(_ touches: Set<Touch>) -> CGPoint? {
    guard let touch = touches.first else { return nil }
    return convert(touch.location(in: self), to: superview)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard let point = locationInSuperview(touches) else { return }
    grabOffset = CGPoint(x: point.x - head.x, y: point.y - head.y)
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard let point = locationInSuperview(touches) else { return }
    head = CGPoint(x: point.x - grabOffset.x, y: point.y - grabOffset.y)
    layOut()
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    touchesMoved(touches, with: event)
    onDrop?(self)
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

/// The arrow of the quiz: it answers touches on its head only, so arrows below it can be grabbed too.
private final class HeadOnlyArrowView: ArrowView {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    headFrame.halfOpenContains(point)
  }
}

/// The quiz: checks each dropped arrow and keeps a log of the verdicts for the narration.
private final class Quiz {
  /// The capital each arrow must point at.
  private var answers: [ObjectIdentifier: View] = [:]
  /// The verdicts not yet narrated.
  var verdicts: [String] = []
  /// The questions answered correctly so far.
  private(set) var solved: Set<ObjectIdentifier> = []

  /// Asks `arrow`'s question; `answer` is the label it must end on.
  func ask(_ arrow: ArrowView, answer: View) {
    answers[ObjectIdentifier(arrow)] = answer
    arrow.onDrop = { [unowned self] arrow in self.check(arrow) }
  }

  /// Whether the head of `arrow` ended inside its answer's frame (both in the quiz board's coordinates).
  private func check(_ arrow: ArrowView) {
    guard let answer = answers[ObjectIdentifier(arrow)] else { return }
    let head = "head at \(arrow.head.compactDescription)"
    if answer.frame.halfOpenContains(arrow.head) {
      solved.insert(ObjectIdentifier(arrow))
      verdicts.append("\(arrow.displayName) dropped, \(head): correct, inside \(answer.displayName)")
    } else {
      verdicts.append(
        "\(arrow.displayName) dropped, \(head): wrong, not inside \(answer.displayName) "
          + "\(answer.frame.compactDescription)")
    }
    if solved.count == answers.count { verdicts.append("all \(answers.count) questions answered") }
  }
}

/// The board: questions (labels, for the reader) at the left, capitals at the right, and three arrows
/// whose frames overlap.
///
/// The arrow added last, germanyArrow, is on top and its frame covers both other heads.
private func makeBoard(_ makeArrow: (String, CGPoint, CGPoint) -> ArrowView) -> (
  window: Window, arrows: [ArrowView], capitals: [View]
) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  var capitals: [View] = []
  for (name, y) in [("paris", 80.0), ("rome", 190.0), ("berlin", 300.0)] {
    let label = View(frame: CGRect(x: 220, y: y, width: 80, height: 40))
    label.name = name
    window.addSubview(label)
    capitals.append(label)
  }
  let arrows = [
    makeArrow("franceArrow", CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 250)),
    makeArrow("italyArrow", CGPoint(x: 100, y: 210), CGPoint(x: 155, y: 180)),
    makeArrow("germanyArrow", CGPoint(x: 100, y: 320), CGPoint(x: 170, y: 120)),
  ]
  for arrow in arrows { window.addSubview(arrow) }
  return (window, arrows, capitals)
}

extension Scenario {
  /// A drag-the-arrow quiz whose crossing arrows can each be grabbed by their heads.
  public static let bezierArrowQuiz = Scenario(
    name: "bezier-arrow-quiz",
    title: "Bezier arrow quiz",
    summary: "Crossing arrows that can each be grabbed by their head, dragged, and checked against an answer."
  ) { story in
    do {
      let (window, arrows, _) = makeBoard { ArrowView(name: $0, tail: $1, head: $2) }
      let franceHead = arrows[0].head

      story.scene("Plain arrows: the top arrow's frame swallows the heads below it")
      for arrow in arrows {
        story.say(
          "\(arrow.displayName): tail \(arrow.tail.compactDescription), head \(arrow.head.compactDescription), frame \(arrow.frame.compactDescription)"
        )
      }
      story.say(
        "A touch on franceArrow's head lands inside germanyArrow's frame, and germanyArrow is in front:")
      story.show(window.hitTestTrace(at: franceHead))
      story.show(window.explainMiss(of: arrows[0], at: franceHead))
      story.takeaway(
        "a view answers for its whole frame; an arrow's frame is mostly empty space around its line.")
    }

    do {
      let (window, arrows, capitals) = makeBoard { HeadOnlyArrowView(name: $0, tail: $1, head: $2) }
      let quiz = Quiz()
      for (arrow, capital) in zip(arrows, capitals) { quiz.ask(arrow, answer: capital) }
      let app = Application(window: window, recordsScenes: true)
      let (france, italy, germany) = (arrows[0], arrows[1], arrows[2])

      story.scene("A point(inside:with:) override that accepts only the arrowhead")
      story.say(
        "The same touch on franceArrow's head: germanyArrow refuses the point, and franceArrow takes it.")
      story.show(window.hitTestTrace(at: france.head))
      story.takeaway("point(inside:with:) decides a view's touchable shape; the frame only bounds it.")

      story.scene("Answering the quiz, with one wrong answer first")
      story.say("France's arrow is dragged to rome (wrong):")
      story.perform { () throws(InputError) in
        try app.drag(from: france.head, to: CGPoint(x: 260, y: 210), steps: 3)
      }
      for verdict in quiz.verdicts { story.say("quiz: \(verdict)") }
      quiz.verdicts.removeAll()
      story.say(
        "The head is now at \(france.head.compactDescription); the frame followed: \(france.frame.compactDescription). It is dragged on to paris:"
      )
      story.perform { () throws(InputError) in
        try app.drag(from: france.head, to: CGPoint(x: 260, y: 100), steps: 3)
      }
      for verdict in quiz.verdicts { story.say("quiz: \(verdict)") }
      quiz.verdicts.removeAll()
      story.say("Italy's and Germany's arrows, each grabbed by its head:")
      story.perform { () throws(InputError) in
        try app.drag(from: italy.head, to: CGPoint(x: 260, y: 210), steps: 3)
      }
      story.perform { () throws(InputError) in
        try app.drag(from: germany.head, to: CGPoint(x: 260, y: 320), steps: 3)
      }
      for verdict in quiz.verdicts { story.say("quiz: \(verdict)") }
      story.takeaway(
        "convert the finger into the superview's coordinates while dragging: the arrow's own frame, and so "
          + "its coordinate system, changes with every move.")
    }
  }
}
