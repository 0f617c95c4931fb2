import Foundation
import HitTestKit

// Circle game: "find the odd one out"
//
// Four pictures (plain Views standing in for images) lie on a game view; one does not belong with the
// others. The player circles it with one finger. A CircleGestureRecognizer on the whole game view judges
// the stroke; when it recognizes, the game hit-tests the fitted centre to learn which picture was
// circled. When it fails, the touch reaches the game view as ordinary touches, and the game view reads
// the recognizer's failure reason in its touchesEnded, before the system resets the recognizer.
//
// A "New Set" Button sits on the game view too; its primaryActionTriggered deals the next set. It keeps
// working while the recognizer is enabled because the recognizer's delegate refuses every touch whose view
// is the button, so the recognizer never holds back or cancels the button's touches. (Button's own veto,
// gestureRecognizerShouldBegin, protects it from single-tap recognizers only; a circle recognizer on the
// game view would otherwise see the tap's touch and could take it.) Between rounds the recognizer is disabled (isEnabled = false);
// New Set deals the next set and enables it again.

/// The sets of pictures, each with its odd one out; New Set deals the next one.
private let sets: [(names: [String], odd: String, why: String)] = [
  (["apple", "pear", "banana", "car"], "car", "the others are fruit"),
  (["dog", "truck", "cat", "rabbit"], "truck", "the others are animals"),
  (["violin", "drum", "guitar", "spoon"], "spoon", "the others are instruments"),
]

/// The game view: it receives a stroke's touches when the recognizer fails or is disabled.
private final class GameView: View {
  var onStrokeEnded: () -> Void = {}

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { onStrokeEnded() }
  // A recognized circle takes the touches: the view gets touchesCancelled and does nothing.
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

/// The game: its views, its recognizer, the current set and the outcome of the last attempt.
private final class CircleGame: GestureRecognizerDelegate {
  let window: Window
  let gameView = GameView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let newSetButton = Button(frame: CGRect(x: 110, y: 400, width: 100, height: 44), title: "New Set")
  let circle = CircleGestureRecognizer()
  let app: Application
  private(set) var pictures: [View] = []
  private var setIndex = 0
  /// What the last attempt came to, one line; the scenario prints it and clears it.
  var outcome = ""

  init() {
    window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    app = Application(window: window, recordsScenes: true)
    window.name = "window"
    gameView.name = "game"
    window.addSubview(gameView)
    newSetButton.name = "newSetButton"
    gameView.addSubview(newSetButton)
    circle.name = "circle"
    circle.delegate = self
    gameView.addGestureRecognizer(circle)
    circle.addTarget { [unowned self] recognizer in
      guard let fit = (recognizer as? CircleGestureRecognizer)?.fitResult else { return }
      self.judge(fit)
    }
    gameView.onStrokeEnded = { [unowned self] in
      if let reason = self.circle.failureReason {
        self.outcome = "not a circle: \(reason)"
      } else if !self.circle.isEnabled {
        self.outcome = "the round is over; the recognizer is disabled until New Set"
      }
    }
    newSetButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.deal(self.setIndex + 1) }
    deal(0)
  }

  /// The current set's odd one out and why.
  var current: (names: [String], odd: String, why: String) { sets[setIndex % sets.count] }

  /// Lays out set `index` as a 2 × 2 grid of 130 pt pictures and enables the recognizer.
  func deal(_ index: Int) {
    setIndex = index
    for picture in pictures { picture.removeFromSuperview() }
    pictures = current.names.enumerated().map { position, name in
      let picture = View(
        frame: CGRect(
          x: 20 + CGFloat(position % 2) * 150, y: 60 + CGFloat(position / 2) * 160, width: 130, height: 130))
      picture.name = name
      gameView.addSubview(picture)
      return picture
    }
    circle.isEnabled = true
    outcome = "New Set: \(current.names.joined(separator: ", ")); the recognizer is enabled"
  }

  /// The picture under the fitted centre decides: the odd one wins the round and disables the recognizer.
  func judge(_ fit: CircleFit) {
    let hit = window.hitTest(fit.center, with: nil)
    guard let picture = hit, pictures.contains(where: { $0 === picture }) else {
      outcome = "a circle around \(fit.center.compactDescription), but no picture is there"
      return
    }
    guard picture.displayName == current.odd else {
      outcome = "\(picture.displayName) is not the odd one out; try again"
      return
    }
    outcome =
      "you win: \(picture.displayName) is the odd one out (\(current.why)); the recognizer is disabled"
    circle.isEnabled = false
  }

  /// Whether the recognizer sees `touch`: not when it lands on the button, which must keep its taps.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    touch.view !== newSetButton
  }

  /// The centre of the picture called `name`, in window coordinates.
  func center(of name: String) -> CGPoint {
    let picture = pictures.first { $0.displayName == name }!
    return CGPoint(x: picture.frame.midX, y: picture.frame.midY)
  }

  /// Draws `points` with one finger: touch down, a move every 16 ms, touch up.
  ///
  /// Returns the trace.
  func draw(_ points: [CGPoint]) -> InteractionTrace {
    do {
      var trace = try app.touchDown(1, at: points[0])
      for point in points.dropFirst() {
        trace.append(try app.wait(.milliseconds(16)))
        trace.append(try app.move(1, to: point))
      }
      trace.append(try app.touchUp(1))
      return trace
    } catch {
      outcome = "input failed: \(error)"
      return InteractionTrace()
    }
  }
}

/// Strokes, generated parametrically: 41 points, the first one for touch-down and 40 moves.
private enum Stroke {
  static let moves = 40

  /// A closed circle around `center`; `wobble` makes the radius swing by that fraction, five times round.
  static func circle(around center: CGPoint, radius: CGFloat, wobble: CGFloat = 0) -> [CGPoint] {
    (0...moves).map { step in
      let angle = CGFloat(step) / CGFloat(moves) * 2 * .pi
      let r = radius * (1 + wobble * sin(5 * angle))
      return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }
  }

  /// A straight line.
  static func line(from start: CGPoint, to end: CGPoint) -> [CGPoint] {
    (0...moves).map { step in
      let t = CGFloat(step) / CGFloat(moves)
      return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }
  }

  /// An S of two half circles of `radius`, one above the other, turning opposite ways, centred on `center`.
  static func s(around center: CGPoint, radius: CGFloat) -> [CGPoint] {
    (0...moves).map { step in
      let t = CGFloat(step) / CGFloat(moves) * 2 * .pi
      if t <= .pi { return CGPoint(x: center.x - radius * sin(t), y: center.y - radius - radius * cos(t)) }
      let u = t - .pi
      return CGPoint(x: center.x + radius * sin(u), y: center.y + radius - radius * cos(u))
    }
  }

  /// A figure 8 lying on its side (Gerono's lemniscate), crossing at `center`.
  static func figureEight(around center: CGPoint, size: CGFloat) -> [CGPoint] {
    (0...moves).map { step in
      let t = CGFloat(step) / CGFloat(moves) * 2 * .pi
      return CGPoint(x: center.x + size * sin(t), y: center.y + size * sin(t) * cos(t))
    }
  }
}

extension Scenario {
  /// A "find the odd one out" game played by circling a picture, with a button the circle must not take.
  public static let circleGame = Scenario(
    name: "circle-game",
    title: "Circle game",
    summary: "Circle the odd one out: a custom circle recognizer, its failures, a delegate and a button.",
    summarizesTraces: true
  ) { story in
    let game = CircleGame()
    story.say(
      "(Pictures are plain Views named after what they show; newSetButton is a Button whose "
        + "primaryActionTriggered deals the next set.)")
    story.say(game.outcome)

    /// Plays one attempt: a heading, the stroke's trace, then the one-line outcome.
    func attempt(_ title: String, _ explanation: String, _ points: [CGPoint]) {
      story.scene(title)
      story.say(explanation)
      game.outcome = "nothing happened"
      story.show(game.draw(points))
      story.say("Outcome: \(game.outcome)")
    }

    attempt(
      "A sloppy circle around the car", "The radius swings by 40%, five times round:",
      Stroke.circle(around: game.center(of: "car"), radius: 60, wobble: 0.4))
    attempt(
      "A straight line across the car", "A straight stroke: no circle fits it at all.",
      Stroke.line(from: CGPoint(x: 170, y: 270), to: CGPoint(x: 300, y: 270)))
    attempt(
      "An S over the banana", "Two half circles turning opposite ways:",
      Stroke.s(around: game.center(of: "banana"), radius: 30))
    attempt(
      "A figure 8 over the car", "Two loops crossing in the middle:",
      Stroke.figureEight(around: game.center(of: "car"), size: 55))
    attempt(
      "A good circle around the pear", "The recognizer recognizes; the game hit-tests the fitted centre:",
      Stroke.circle(around: game.center(of: "pear"), radius: 60))
    attempt(
      "A good circle around the car", "The odd one out wins the round:",
      Stroke.circle(around: game.center(of: "car"), radius: 60))
    story.takeaway(
      "a failed recognizer lets the touches through to the view, which can still read why it failed.")

    attempt(
      "Circling again after the win",
      "The recognizer is disabled: the touch is bound to no recognizer and goes to the game view.",
      Stroke.circle(around: game.center(of: "car"), radius: 60))

    story.scene("Tapping New Set")
    story.say("The recognizer is disabled, so it is not asked; the button gets the tap:")
    story.show((try? game.app.tap(at: game.newSetButton)) ?? InteractionTrace())
    story.say("Outcome: \(game.outcome)")

    story.scene("Tapping New Set mid-round")
    story.say("The recognizer is enabled now; its delegate refuses the touch on the button (a second later):")
    _ = try? game.app.wait(.seconds(1))
    story.show((try? game.app.tap(at: game.newSetButton)) ?? InteractionTrace())
    story.say("Outcome: \(game.outcome)")
    story.takeaway(
      "gestureRecognizer(_:shouldReceive:) keeps a recognizer on a big view away from a button inside it.")

    attempt(
      "A good circle around the spoon", "In the third set, the spoon is the odd one out:",
      Stroke.circle(around: game.center(of: "spoon"), radius: 60))
  }
}
