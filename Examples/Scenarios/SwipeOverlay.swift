import HitTestKit

// Swipe overlay
//
// A transparent overlay lies over a "floor" of views (a game board, a keyboard, a photo grid) and does
// the touch handling for all of them: it turns each touch into a tap on one floor view, or a swipe in
// one of four directions. The floor views stay dumb. The overlay is the hit-test view for every touch,
// so it asks the floor which view is under the finger itself: it converts the point into the floor's
// coordinates and calls the floor's own `hitTest(_:with:)`, the same search the window would have run.

/// The least movement along one axis that makes a swipe: 12 pt.
///
/// Small enough for a quick flick on a small tile, large enough that the wobble of a resting finger
/// (a point or two) is never taken for a swipe.
private let swipeMinimumTravel: CGFloat = 12

/// The most movement across the swipe's axis that still counts as a straight swipe: 4 pt.
///
/// A movement that has gone 12 pt sideways but more than 4 pt up or down is diagonal, and is neither a
/// horizontal nor a vertical swipe.
private let swipeMaximumDrift: CGFloat = 4

/// The full-window overlay: handles every touch itself and reports taps and swipes on the floor's views.
///
/// It overrides all four touch methods without calling `super` (lesson 5's rule), and tracks one finger
/// (`isMultipleTouchEnabled` stays false, so a second finger is not delivered to it).
private final class SwipeOverlayView: View {
  /// The views below, asked with `hitTest(_:with:)` which of them is under a point.
  let floor: View
  /// What the overlay reported, not yet narrated.
  var reports: [String] = []
  /// Where the finger went down, in the overlay's coordinates, and the floor view under it.
  private var start: (point: CGPoint, view: View?)?
  /// Whether a swipe was already reported for the current touch (one report per touch).
  private var swiped = false

  init(over floor: View) {
    self.floor = floor
    super.init(frame: floor.frame)
    name = "overlay"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: this view is made in code")
  }

  /// The floor view under `point` (in the overlay's coordinates), found by the floor's own hit test.
  private func floorView(at point: CGPoint) -> View? {
    floor.hitTest(convert(point, to: floor), with: nil)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    start = (point, floorView(at: point))
    swiped = false
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first, let start, !swiped else { return }
    let point = touch.location(in: self)
    let dx = point.x - start.point.x
    let dy = point.y - start.point.y
    let direction: String? =
      if abs(dx) >= swipeMinimumTravel, abs(dy) <= swipeMaximumDrift {
        dx < 0 ? "left" : "right"
      } else if abs(dy) >= swipeMinimumTravel, abs(dx) <= swipeMaximumDrift {
        dy < 0 ? "up" : "down"
      } else {
        nil
      }
    guard let direction else { return }
    swiped = true
    let on = start.view?.displayName ?? "nothing"
    reports.append(
      "swipe \(direction) on \(on) (moved \(CGPoint(x: dx, y: dy).compactDescription) since touch-down)")
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    defer { start = nil }
    guard let touch = touches.first, let start, !swiped else { return }
    let end = floorView(at: touch.location(in: self))
    let began = start.view?.displayName ?? "nothing"
    if let end, end === start.view {
      reports.append("tap on \(end.displayName)")
    } else {
      reports.append(
        "no tap: began on \(began), ended on \(end?.displayName ?? "nothing"), and no swipe either")
    }
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    start = nil
  }
}

/// A 320 × 480 window with a floor of six 100 × 100 tiles (two rows of three) and the overlay on top.
private func makeBoard() -> (Window, SwipeOverlayView, tiles: [View]) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  let floor = View(frame: CGRect(x: 10, y: 100, width: 300, height: 200))
  floor.name = "floor"
  window.addSubview(floor)
  var tiles: [View] = []
  for row in 0..<2 {
    for column in 0..<3 {
      let tile = View(frame: CGRect(x: column * 100, y: row * 100, width: 100, height: 100))
      tile.name = "tile\(row * 3 + column + 1)"
      floor.addSubview(tile)
      tiles.append(tile)
    }
  }
  let overlay = SwipeOverlayView(over: floor)
  window.addSubview(overlay)
  return (window, overlay, tiles)
}

extension Scenario {
  /// A transparent overlay that turns touches into taps and swipes on the views below it.
  public static let swipeOverlay = Scenario(
    name: "swipe-overlay",
    title: "Swipe overlay",
    summary: "A transparent overlay that asks the floor's hit test which view is under the finger, and "
      + "reports taps and four-way swipes."
  ) { story in
    let (window, overlay, tiles) = makeBoard()
    let app = Application(window: window, recordsScenes: true)
    func report() {
      for line in overlay.reports { story.say("overlay reports: \(line)") }
      overlay.reports.removeAll()
    }

    story.scene("Every touch goes to the overlay")
    story.say("The overlay is in front of the floor and covers it, so the window's hit test ends on it:")
    story.show(window.hitTestTrace(at: CGPoint(x: 160, y: 150)))
    story.takeaway("the floor's tiles never receive touches; the overlay must find them itself.")

    story.scene("A tap: the floor's own hit test names the tile")
    story.say("At touch-down the overlay converts the point into floor coordinates and calls floor.hitTest:")
    story.perform { () throws(InputError) in try app.tap(at: tiles[1]) }
    report()
    story.takeaway("hitTest(_:with:) can be called on any view, with a point in its coordinates.")

    story.scene("Four swipes, from the thresholds: 12 pt of travel, at most 4 pt of drift")
    story.say("A 60 pt swipe left from the middle of tile5 (6 moves of 10 pt), traced:")
    story.perform { () throws(InputError) in try app.swipe(from: tiles[4], direction: .left, distance: 60) }
    report()
    story.say(
      "The same swipe in the other three directions (traces left out; they differ only in direction):")
    for direction in SwipeDirection.allCases where direction != .left {
      do {
        try app.swipe(from: tiles[4], direction: direction, distance: 60)
      } catch {
        story.say("input refused: \(error)")
      }
      report()
    }
    story.takeaway("the swipe is reported at the first move past 12 pt, before the finger lifts.")

    story.scene("Neither a tap nor a swipe")
    story.say(
      "A diagonal drag from tile1 to tile5: more than 4 pt of drift on both axes, and it ends elsewhere:")
    story.perform { () throws(InputError) in
      try app.drag(from: tiles[0], to: tiles[4], steps: 3)
    }
    report()
    story.say("A small wobble on tile3 (3 pt right, 2 pt down) stays under both thresholds: still a tap.")
    story.perform { () throws(InputError) in
      let center = try tiles[2].windowLocation(in: app)
      return try app.drag(from: center, to: CGPoint(x: center.x + 3, y: center.y + 2), steps: 1)
    }
    report()
    story.takeaway("a touch that is no swipe is a tap only if it ends on the view it began on.")
  }
}
