import Foundation
import HitTestKit
import Testing

/// A 200 × 200 square at (50, 50) in a 320 × 480 window, in a canvas-sized shape view.
private func makeSquare() -> (window: Window, shape: ShapeView) {
  let window = makeWindow()
  let shape = ShapeView(
    frame: window.bounds, path: BezierPath(rect: CGRect(x: 50, y: 50, width: 200, height: 200)))
  shape.name = "square"
  window.addSubview(shape)
  return (window, shape)
}

/// An open horizontal line from (50, 100) to (250, 100).
private func makeLine(width: CGFloat = 1) -> BezierPath {
  var line = BezierPath()
  line.move(to: CGPoint(x: 50, y: 100))
  line.addLine(to: CGPoint(x: 250, y: 100))
  line.lineWidth = width
  return line
}

@Suite struct ShapeViewTests {
  @Test("the outline answers within 17.5 pt of the edge; the interior does not")
  func outlineVersusInterior() {
    let (window, shape) = makeSquare()
    #expect(shape.tapTargetWidth == 35)
    #expect(window.hitTest(CGPoint(x: 50, y: 150), with: nil) === shape)  // on the edge
    #expect(window.hitTest(CGPoint(x: 67, y: 150), with: nil) === shape)  // 17 pt inside
    #expect(window.hitTest(CGPoint(x: 33, y: 150), with: nil) === shape)  // 17 pt outside
    #expect(window.hitTest(CGPoint(x: 68, y: 150), with: nil) === window)  // 18 pt inside
    #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)  // the middle
    // Round joins: the outside corner is a quarter disc of radius 17.5.
    #expect(shape.point(inside: CGPoint(x: 40, y: 40), with: nil))  // 14.1 pt from the corner
    #expect(!shape.point(inside: CGPoint(x: 37, y: 37), with: nil))  // 18.4 pt from the corner
  }

  @Test("hitTestsFill accepts the interior and nothing outside the fill, with the fill rule")
  func fill() {
    let (window, shape) = makeSquare()
    shape.hitTestsFill = true
    #expect(shape.pathTarget == .fill(.winding))
    #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === shape)
    #expect(window.hitTest(CGPoint(x: 45, y: 150), with: nil) === window)

    var rings = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    rings.append(BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
    let target = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), path: rings)
    target.hitTestsFill = true
    #expect(target.point(inside: CGPoint(x: 50, y: 50), with: nil))
    target.path.usesEvenOddFillRule = true
    #expect(target.pathTarget == .fill(.evenOdd))
    #expect(!target.point(inside: CGPoint(x: 50, y: 50), with: nil))
    #expect(target.point(inside: CGPoint(x: 50, y: 10), with: nil))
  }

  @Test("the fill of an open path is closed implicitly, as filling draws it")
  func openPathFill() {
    var vee = BezierPath()
    vee.move(to: CGPoint(x: 0, y: 0))
    vee.addLine(to: CGPoint(x: 50, y: 100))
    vee.addLine(to: CGPoint(x: 100, y: 0))
    let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), path: vee)
    shape.hitTestsFill = true
    #expect(shape.point(inside: CGPoint(x: 50, y: 40), with: nil))
    shape.hitTestsFill = false
    // Butt caps would cut the line at its ends; the tap target has round caps.
    #expect(shape.point(inside: CGPoint(x: -10, y: -10), with: nil))
    #expect(!shape.point(inside: CGPoint(x: 50, y: 5), with: nil))
  }

  @Test("a 1 pt line gets a 35 pt target; a line wider than 35 pt widens it")
  func thinAndThickStrokes() {
    let thin = ShapeView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), path: makeLine())
    #expect(thin.path.strokeContains(CGPoint(x: 150, y: 110)) == false)
    #expect(thin.point(inside: CGPoint(x: 150, y: 110), with: nil))
    #expect(thin.point(inside: CGPoint(x: 150, y: 117.4), with: nil))
    #expect(!thin.point(inside: CGPoint(x: 150, y: 117.6), with: nil))

    let thick = ShapeView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), path: makeLine(width: 60))
    #expect(thick.tapTargetWidth == 60)
    #expect(thick.point(inside: CGPoint(x: 150, y: 129), with: nil))
    #expect(!thick.point(inside: CGPoint(x: 150, y: 131), with: nil))

    var invalid = makeLine()
    invalid.lineWidth = .nan
    #expect(ShapeView(frame: .zero, path: invalid).tapTargetWidth == 35)
    invalid.lineWidth = .infinity
    #expect(ShapeView(frame: .zero, path: invalid).tapTargetWidth == 35)
  }

  @Test("the target follows the view's transform and bounds origin, and may extend past the bounds")
  func transforms() {
    let window = makeWindow()
    let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), path: makeLine())
    window.addSubview(shape)
    // Rotated a quarter turn about its center (150, 100): the line becomes vertical, x = 150.
    shape.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(window.hitTest(CGPoint(x: 160, y: 150), with: nil) === shape)
    #expect(window.hitTest(CGPoint(x: 200, y: 100), with: nil) === window)
    // Scaled by 2: the line is 400 long and its target 70 pt wide on screen.
    shape.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(window.hitTest(CGPoint(x: 20, y: 134), with: nil) === shape)
    // The bounds origin shifts the path with the content: the line is drawn at y = 80 in the window.
    shape.transform = .identity
    shape.bounds.origin = CGPoint(x: 0, y: 20)
    #expect(window.hitTest(CGPoint(x: 100, y: 80), with: nil) === shape)
    #expect(window.hitTest(CGPoint(x: 100, y: 105), with: nil) === window)
    // A path along the top edge answers above the bounds, where the window still contains the point.
    let edge = ShapeView(frame: CGRect(x: 0, y: 300, width: 300, height: 100), path: makeLine())
    edge.path.apply(CGAffineTransform(translationX: 0, y: -100))  // y = 0 in the view
    window.addSubview(edge)
    #expect(window.hitTest(CGPoint(x: 100, y: 290), with: nil) === edge)
  }

  @Test("degenerate paths: empty and a lone move hit nothing, a dot is a disc, NaN is never inside")
  func degenerate() {
    let empty = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), path: BezierPath())
    #expect(!empty.point(inside: CGPoint(x: 50, y: 50), with: nil))
    empty.hitTestsFill = true
    #expect(!empty.point(inside: CGPoint(x: 50, y: 50), with: nil))

    var move = BezierPath()
    move.move(to: CGPoint(x: 50, y: 50))
    #expect(!ShapeView(frame: .zero, path: move).point(inside: CGPoint(x: 50, y: 50), with: nil))

    var dot = move
    dot.addLine(to: CGPoint(x: 50, y: 50))
    let dotView = ShapeView(frame: .zero, path: dot)
    #expect(dotView.point(inside: CGPoint(x: 60, y: 60), with: nil))  // 14.1 pt away
    #expect(!dotView.point(inside: CGPoint(x: 63, y: 63), with: nil))  // 18.4 pt away

    let (window, shape) = makeSquare()
    let nan = CGPoint(x: CGFloat.nan, y: 50)
    #expect(!shape.point(inside: nan, with: nil))
    #expect(!shape.point(inside: CGPoint(x: 50, y: CGFloat.infinity), with: nil))
    #expect(window.hitTest(nan, with: nil) == nil)
  }

  @Test("traces and explainMiss name the outline tap target and its width")
  func traceWording() {
    let (window, shape) = makeSquare()
    let hit = window.hitTestTrace(at: CGPoint(x: 60, y: 150))
    #expect(
      hit.steps.contains {
        if case .pathCheck(.outline(let width), contains: true) = $0.kind { return width == 35 }
        return false
      })
    #expect(
      hit.description.contains(
        "square (60, 150): inside its path's outline tap target (35 pt wide); no subviews → square"))

    let miss = window.hitTestTrace(at: CGPoint(x: 150, y: 150))
    #expect(
      miss.description.contains("square (150, 150): outside its path's outline tap target (35 pt wide) → nil")
    )
    #expect(miss.result === window)

    let explanation = window.explainMiss(of: shape, at: CGPoint(x: 150, y: 150))
    guard case .outsidePath(let culprit, let point, .outline(35)) = explanation.reason else {
      Issue.record("unexpected reason: \(explanation)")
      return
    }
    #expect(culprit === shape && point == CGPoint(x: 150, y: 150))
    #expect(
      explanation.description
        == "square did not get the touch at (150, 150): the point is outside its path's outline tap "
        + "target (35 pt wide) ((150, 150) in square). A shape answers only within 17.5 pt of its "
        + "outline, not everywhere inside its bounds.")

    shape.hitTestsFill = true
    shape.path.usesEvenOddFillRule = true
    #expect(
      window.hitTestTrace(at: CGPoint(x: 150, y: 150)).description.contains(
        "square (150, 150): inside its path's fill (even-odd rule); no subviews → square"))
  }

  @Test("a subclass overriding point(inside:) after super is reported as overriding the path check")
  func overrideAfterPathCheck() {
    final class Stubborn: ShapeView {
      override func point(inside point: CGPoint, with event: Event?) -> Bool {
        _ = super.point(inside: point, with: event)
        return false
      }
    }
    let window = makeWindow()
    let shape = Stubborn(
      frame: window.bounds, path: BezierPath(rect: CGRect(x: 50, y: 50, width: 200, height: 200)))
    shape.name = "stubborn"
    window.addSubview(shape)
    let trace = window.hitTestTrace(at: CGPoint(x: 50, y: 150))
    #expect(
      trace.description.contains(
        "stubborn (50, 150): point(inside:with:) override said no although the point is inside its "
          + "path's outline tap target (35 pt wide) → nil"))
  }

  @Test("the bounding-box reject agrees with the path test everywhere, for the outline and the fill")
  func boxRejectAgrees() {
    var curve = BezierPath()
    curve.move(to: CGPoint(x: 60, y: 200))
    curve.addCurve(
      to: CGPoint(x: 260, y: 180), controlPoint1: CGPoint(x: 90, y: 40),
      controlPoint2: CGPoint(x: 230, y: 330))
    curve.addQuadCurve(to: CGPoint(x: 120, y: 260), controlPoint: CGPoint(x: 200, y: 300))
    curve.lineWidth = 50  // wider than 35 pt: the target is 50 pt wide, so the reach is 25 pt
    let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), path: curve)
    for hitTestsFill in [false, true] {
      shape.hitTestsFill = hitTestsFill
      // A 2 pt grid over the control box and 40 pt around it, including points exactly 25 pt away.
      for x in stride(from: CGFloat(20), through: 300, by: 2) {
        for y in stride(from: CGFloat(0), through: 370, by: 2) {
          let point = CGPoint(x: x, y: y)
          let expected =
            hitTestsFill
            ? curve.contains(point, using: .winding)
            : curve.strokeContains(point, width: 50, lineCap: .round, lineJoin: .round)
          #expect(shape.point(inside: point, with: nil) == expected, "at \(point), fill \(hitTestsFill)")
        }
      }
    }
  }

  @Test("a changed path or line width moves the cached box and its reach with it")
  func boxFollowsPath() {
    let (_, shape) = makeSquare()
    let point = CGPoint(x: 400, y: 150)  // 150 pt right of the square's right edge
    #expect(!shape.point(inside: point, with: nil))
    shape.path = BezierPath(rect: CGRect(x: 300, y: 100, width: 80, height: 80))
    #expect(!shape.point(inside: point, with: nil))  // 20 pt right of the new edge: beyond 17.5 pt
    #expect(shape.point(inside: CGPoint(x: 395, y: 150), with: nil))  // 15 pt right of it
    shape.path.lineWidth = 50  // a 50 pt target reaches 25 pt
    #expect(shape.point(inside: point, with: nil))
    shape.hitTestsFill = true  // the fill reaches no further than the square
    #expect(!shape.point(inside: point, with: nil))
    #expect(shape.point(inside: CGPoint(x: 340, y: 140), with: nil))
    shape.path = BezierPath()  // an empty path contains nothing
    #expect(!shape.point(inside: CGPoint(x: 340, y: 140), with: nil))
  }
}
