import Foundation
import HitTestKit

/// Benchmarks of bezier path hit testing: fill and stroke containment, stroked outlines, agreement.
///
/// Each figure is compared with a baseline measured in the same run: a plain crossing-number
/// point-in-polygon loop over the same path flattened into an array (16 chords per cubic), the
/// cheapest test an app could write by hand (and an inexact one for curves).
func runPathBenchmarks() {
  section("Bezier paths (per query unless noted)")
  for segments in [10, 100] {
    let path = wobblyLoop(segments: segments)
    var random = PathBenchmarkRandom(seed: UInt64(segments))
    let box = path.bounds.insetBy(dx: -10, dy: -10)
    let points = (0..<1024).map { _ in random.point(in: box) }
    let polygon = flatten(path, chordsPerCurve: 16)
    let perQuery = Double(points.count)

    let baseline =
      nanosecondsPerRun {
        for point in points { blackHole(polygonContains(polygon, point)) }
      } / perQuery
    let fill =
      nanosecondsPerRun {
        for point in points { blackHole(path.contains(point, using: .winding)) }
      } / perQuery
    let stroke =
      nanosecondsPerRun {
        for point in points {
          blackHole(path.strokeContains(point, width: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10))
        }
      } / perQuery
    let outlineTime = nanosecondsPerRun {
      blackHole(path.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10))
    }
    let outline = path.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    let outlineQuery =
      nanosecondsPerRun {
        for point in points { blackHole(outline.contains(point, using: .winding)) }
      } / perQuery

    let label = "\(segments) cubics"
    report("baseline: flattened polygon (\(polygon.count) vertices), \(label)", baseline, "ns")
    report("fill contains(_:using:), exact, \(label)", fill, "ns")
    report("  ratio to baseline", fill / baseline, "x")
    report("direct strokeContains, width 8, \(label)", stroke, "ns")
    report("  ratio to baseline", stroke / baseline, "x")
    report("stroked copy construction, \(label)", outlineTime / 1000, "us per copy")
    report("  outline size", Double(outline.elements.count), "elements")
    report("contains in the stroked copy, \(label)", outlineQuery, "ns")
    report("  ratio to direct strokeContains", outlineQuery / stroke, "x")
    report("  ratio to baseline", outlineQuery / baseline, "x")

    var agreeing = 0
    let samples = (0..<20_000).map { _ in random.point(in: box) }
    for point in samples {
      let direct = path.strokeContains(point, width: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10)
      if direct == outline.contains(point, using: .winding) { agreeing += 1 }
    }
    report(
      "agreement direct vs stroked copy, \(samples.count) random points", 100 * Double(agreeing) / 20_000, "%"
    )
  }
  runShapeViewBenchmark()
}

/// `ShapeView.point(inside:with:)` (the 35 pt outline tap target) on a 100-cubic path, against the
/// bounding-box test a plain view would do (the path's box widened by half the target).
private func runShapeViewBenchmark() {
  let path = wobblyLoop(segments: 100)
  let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), path: path)
  var random = PathBenchmarkRandom(seed: 35)
  let box = path.boundingBoxOfPath.insetBy(dx: -view.tapTargetWidth / 2, dy: -view.tapTargetWidth / 2)
  let points = (0..<1024).map { _ in random.point(in: box) }
  let perQuery = Double(points.count)
  let baseline =
    nanosecondsPerRun {
      for point in points { blackHole(box.halfOpenContains(point)) }
    } / perQuery
  let outline =
    nanosecondsPerRun {
      for point in points { blackHole(view.point(inside: point, with: nil)) }
    } / perQuery
  report("baseline: bounding-box test, 100 cubics", baseline, "ns")
  report("ShapeView.point(inside:with:), 35 pt outline, 100 cubics", outline, "ns")
  report("  ratio to baseline", outline / baseline, "x")
}

/// A closed loop of cubics around (200, 200) whose radius wobbles, so the stroke has real joins.
private func wobblyLoop(segments: Int) -> BezierPath {
  var random = PathBenchmarkRandom(seed: 42)
  func point(_ index: Int) -> CGPoint {
    let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(segments)
    let radius = 150 + 30 * random.unit()
    return CGPoint(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
  }
  var path = BezierPath()
  let first = point(0)
  path.move(to: first)
  for index in 1...segments {
    let end = index == segments ? first : point(index)
    let current = path.currentPoint
    let jitter = { CGPoint(x: 40 * (random.unit() - 0.5), y: 40 * (random.unit() - 0.5)) }
    let a = jitter()
    let b = jitter()
    path.addCurve(
      to: end,
      controlPoint1: CGPoint(
        x: current.x + (end.x - current.x) / 3 + a.x, y: current.y + (end.y - current.y) / 3 + a.y),
      controlPoint2: CGPoint(
        x: current.x + 2 * (end.x - current.x) / 3 + b.x, y: current.y + 2 * (end.y - current.y) / 3 + b.y))
  }
  path.close()
  return path
}

/// The path's outline as one polygon (lines as they are, cubics as equal-parameter chords).
private func flatten(_ path: BezierPath, chordsPerCurve: Int) -> [CGPoint] {
  var polygon: [CGPoint] = []
  var current = CGPoint.zero
  for element in path.elements {
    switch element {
    case .moveTo(let point), .lineTo(let point):
      polygon.append(point)
      current = point
    case .quadCurveTo(let point, let control):
      polygon.append(control)
      polygon.append(point)
      current = point
    case .curveTo(let point, let c1, let c2):
      for step in 1...chordsPerCurve {
        let t = CGFloat(step) / CGFloat(chordsPerCurve)
        let s = 1 - t
        polygon.append(
          CGPoint(
            x: s * s * s * current.x + 3 * s * s * t * c1.x + 3 * s * t * t * c2.x + t * t * t * point.x,
            y: s * s * s * current.y + 3 * s * s * t * c1.y + 3 * s * t * t * c2.y + t * t * t * point.y))
      }
      current = point
    case .closeSubpath:
      break
    }
  }
  return polygon
}

/// The classic crossing-number test: a straight loop over the vertex array.
private func polygonContains(_ polygon: [CGPoint], _ point: CGPoint) -> Bool {
  var inside = false
  var j = polygon.count - 1
  for i in 0..<polygon.count {
    let a = polygon[i]
    let b = polygon[j]
    if (a.y > point.y) != (b.y > point.y) && point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
      inside.toggle()
    }
    j = i
  }
  return inside
}

/// SplitMix64, seeded, so every run measures the same points.
private struct PathBenchmarkRandom {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func unit() -> CGFloat {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return CGFloat((z ^ (z >> 31)) >> 11) / CGFloat(1 << 53)
  }

  mutating func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + unit() * rect.width, y: rect.minY + unit() * rect.height)
  }
}
