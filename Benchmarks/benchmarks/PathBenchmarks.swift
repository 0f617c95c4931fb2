import Foundation
import HitTestKit
import SeededRandomness

/// Benchmarks of bezier path hit testing: fill and stroke containment, stroked outlines, agreement.
///
/// Each figure is compared with a baseline measured in the same run, the two timed in alternating
/// rounds (``pairedNanoseconds(_:_:)``): for queries, a plain crossing-number point-in-polygon loop over
/// the same path flattened into an array (16 chords per cubic), the cheapest test an app could write by
/// hand (and an inexact one for curves); for the stroked copy, building that flattened polygon.
/// `Scripts/peers/stroke-peers.py` times Skia's stroke outline and cairo's `in_stroke` on the same paths
/// and points (it rebuilds them from the same generator; the checksums printed here must match its own).
func runPathBenchmarks() {
  section("Bezier paths (per query unless noted)")
  for segments in [10, 100] {
    let path = wobblyLoop(segments: segments)
    let points = queryPoints(for: path, seed: UInt64(segments))
    let polygon = flatten(path, chordsPerCurve: 16)
    let perQuery = Double(points.count)
    let label = "\(segments) cubics"
    report("checksum of the path's and the points' coordinates, \(label)", checksum(path, points), "")

    let (baseline, fill) = pairedNanoseconds(
      { for point in points { blackHole(polygonContains(polygon, point)) } },
      { for point in points { blackHole(path.contains(point, using: .winding)) } })
    let (strokeBaseline, stroke) = pairedNanoseconds(
      { for point in points { blackHole(polygonContains(polygon, point)) } },
      {
        for point in points {
          blackHole(path.strokeContains(point, width: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10))
        }
      })
    let (flattening, outlineTime) = pairedNanoseconds(
      { blackHole(flatten(path, chordsPerCurve: 16)) },
      { blackHole(try? path.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10)) })
    guard
      let outline = try? path.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    else { fatalError("the benchmark path is within the element budget") }
    let (_, outlineQuery) = pairedNanoseconds(
      { for point in points { blackHole(path.strokeContains(point, width: 8, lineCap: .round)) } },
      { for point in points { blackHole(outline.contains(point, using: .winding)) } })

    report("baseline: flattened polygon (\(polygon.count) vertices), \(label)", baseline / perQuery, "ns")
    report("fill contains(_:using:), exact, \(label)", fill / perQuery, "ns")
    report("  ratio to baseline", fill / baseline, "x")
    report("direct strokeContains, width 8, \(label)", stroke / perQuery, "ns")
    report("  ratio to baseline", stroke / strokeBaseline, "x")
    let inStroke = points.filter { path.strokeContains($0, width: 8, lineCap: .round) }.count
    report("  points in the stroke (of \(points.count))", Double(inStroke), "")
    report("baseline: flattening into the polygon, \(label)", flattening / 1000, "us per polygon")
    report("stroked copy construction, width 8, \(label)", outlineTime / 1000, "us per copy")
    report("  ratio to flattening", outlineTime / flattening, "x")
    report("  outline size", Double(outline.elements.count), "elements")
    report("contains in the stroked copy, \(label)", outlineQuery / perQuery, "ns")
    report("  ratio to direct strokeContains", outlineQuery / stroke, "x")
    report("  ratio to baseline", outlineQuery / baseline, "x")

    var agreeing = 0
    var random = SplitMix64(seed: UInt64(segments) + 1000)
    let box = path.bounds.insetBy(dx: -10, dy: -10)
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

/// Runs `strokeContains` on the 100-cubic loop `PATH_QUERY_COUNT` times (10,000 by default) and
/// nothing else, for counting allocations per query with valgrind
/// (`Scripts/peers/count-stroke-allocations.sh` runs it with two counts and divides the difference).
func runPathAllocationProbe() {
  let count = ProcessInfo.processInfo.environment["PATH_QUERY_COUNT"].flatMap { Int($0) } ?? 10_000
  let path = wobblyLoop(segments: 100)
  let points = queryPoints(for: path, seed: 100)
  var hits = 0
  for index in 0..<count
  where path.strokeContains(points[index % points.count], width: 8, lineCap: .round, lineJoin: .miter) {
    hits += 1
  }
  print("strokeContains queries: \(count), hits: \(hits)")
}

/// Builds the stroked copy (width 8, round caps, miter joins) of the 10-cubic and of the 100-cubic loop
/// `STROKE_COPY_COUNT` times each (100 by default) and nothing else, for counting instructions per copy
/// with callgrind (`valgrind --tool=callgrind --toggle-collect='*copy*strokingWithWidth*' …`: the
/// inclusive cost of `copy(strokingWithWidth:...)` over its call count, printed per loop here).
///
/// `STROKE_COPY_SEGMENTS=10` (or 100) builds only that loop's copies.
func runStrokeOutlineProbe() {
  let environment = ProcessInfo.processInfo.environment
  let count = environment["STROKE_COPY_COUNT"].flatMap { Int($0) } ?? 100
  let loops = environment["STROKE_COPY_SEGMENTS"].flatMap { Int($0) }.map { [$0] } ?? [10, 100]
  for segments in loops {
    let path = wobblyLoop(segments: segments)
    var elements = 0
    for _ in 0..<count {
      let outline = try? path.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10)
      elements += outline?.elements.count ?? 0
    }
    // The estimate the array is sized from, read from the error of a zero budget.
    var estimate = 0
    do {
      _ = try path.copy(
        strokingWithWidth: 8, lineCap: .round, lineJoin: .miter, miterLimit: 10, maximumElementCount: 0)
    } catch {
      if case .tooManyElements(_, let estimated, _) = error { estimate = estimated }
    }
    print(
      "stroked copies of the \(segments)-cubic loop: \(count), elements: \(elements), estimate per copy: \(estimate)"
    )
  }
}

/// `ShapeView.point(inside:with:)` (the 35 pt outline tap target) on a 100-cubic path, against the
/// bounding-box test a plain view would do (the path's box widened by half the target), for points far
/// outside that box, points inside it that miss the outline, and points on the outline.
private func runShapeViewBenchmark() {
  let path = wobblyLoop(segments: 100)
  let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), path: path)
  var random = SplitMix64(seed: 35)
  let box = path.boundingBoxOfPath.insetBy(dx: -view.tapTargetWidth / 2, dy: -view.tapTargetWidth / 2)
  // Far: in a frame 50 to 150 pt outside the box. Near: within 60 pt of the loop's centre, inside the
  // box but at least 70 pt from the outline. Hits: points of the path moved by up to 10 pt.
  let far = (0..<1024).map { index -> CGPoint in
    let offset = 50 + 100 * random.fraction()
    let along = random.fraction()
    switch index % 4 {
    case 0: return CGPoint(x: box.minX - offset, y: box.minY + along * box.height)
    case 1: return CGPoint(x: box.maxX + offset, y: box.minY + along * box.height)
    case 2: return CGPoint(x: box.minX + along * box.width, y: box.minY - offset)
    default: return CGPoint(x: box.minX + along * box.width, y: box.maxY + offset)
    }
  }
  let near = (0..<1024).map { _ in
    let angle = 2 * CGFloat.pi * random.fraction()
    let radius = 60 * random.fraction()
    return CGPoint(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
  }
  let ends = path.elements.compactMap(\.endPoint)
  let hits = (0..<1024).map { index in
    let end = ends[index % ends.count]
    return CGPoint(x: end.x + 20 * (random.fraction() - 0.5), y: end.y + 20 * (random.fraction() - 0.5))
  }
  let perQuery = 1024.0
  for (name, points) in [("far miss", far), ("near miss", near), ("hit", hits)] {
    let expected = name == "hit"
    guard points.allSatisfy({ view.point(inside: $0, with: nil) == expected }) else {
      fatalError("every \(name) point must answer \(expected)")
    }
    let (baseline, shape) = pairedNanoseconds(
      { for point in points { blackHole(box.halfOpenContains(point)) } },
      { for point in points { blackHole(view.point(inside: point, with: nil)) } })
    report("baseline: bounding-box test, \(name)", baseline / perQuery, "ns")
    report("ShapeView.point(inside:with:), 35 pt outline, \(name)", shape / perQuery, "ns")
    report("  ratio to baseline", shape / baseline, "x")
  }
}

/// Times `baseline` and `subject` in seven alternating rounds (each round long enough to fill about
/// 20 ms) and returns the best nanoseconds per run of each, so both see the same machine state.
private func pairedNanoseconds(_ baseline: () -> Void, _ subject: () -> Void) -> (Double, Double) {
  let clock = ContinuousClock()
  func repetitions(_ body: () -> Void) -> Int {
    var count = 1
    while clock.measure({ for _ in 0..<count { body() } }) < .milliseconds(20) && count < 1 << 30 {
      count *= 2
    }
    return count
  }
  let baselineCount = repetitions(baseline)
  let subjectCount = repetitions(subject)
  var best = (Double.infinity, Double.infinity)
  for _ in 0..<7 {
    let a = clock.measure { for _ in 0..<baselineCount { baseline() } }
    let b = clock.measure { for _ in 0..<subjectCount { subject() } }
    best.0 = min(best.0, a.nanoseconds / Double(baselineCount))
    best.1 = min(best.1, b.nanoseconds / Double(subjectCount))
  }
  return best
}

/// 1,024 query points spread over the path's control box widened by 10 pt.
private func queryPoints(for path: BezierPath, seed: UInt64) -> [CGPoint] {
  var random = SplitMix64(seed: seed)
  let box = path.bounds.insetBy(dx: -10, dy: -10)
  return (0..<1024).map { _ in random.point(in: box) }
}

/// The sum of every coordinate of the path's elements and of the points, to check that the peer script
/// rebuilt the same input.
private func checksum(_ path: BezierPath, _ points: [CGPoint]) -> Double {
  var sum = 0.0
  for element in path.elements {
    switch element {
    case .moveTo(let p), .lineTo(let p): sum += p.x + p.y
    case .quadCurveTo(let p, let c): sum += c.x + c.y + p.x + p.y
    case .curveTo(let p, let c1, let c2): sum += c1.x + c1.y + c2.x + c2.y + p.x + p.y
    case .closeSubpath: break
    }
  }
  for point in points { sum += point.x + point.y }
  return sum
}

/// A closed loop of cubics around (200, 200) whose radius wobbles, so the stroke has real joins.
private func wobblyLoop(segments: Int) -> BezierPath {
  var random = SplitMix64(seed: 42)
  func point(_ index: Int) -> CGPoint {
    let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(segments)
    let radius = 150 + 30 * random.fraction()
    return CGPoint(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
  }
  var path = BezierPath()
  let first = point(0)
  path.move(to: first)
  for index in 1...segments {
    let end = index == segments ? first : point(index)
    let current = path.currentPoint
    let jitter = { CGPoint(x: 40 * (random.fraction() - 0.5), y: 40 * (random.fraction() - 0.5)) }
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

/// The path benchmarks' draws from their seeded generator (``SplitMix64``), so every run measures the
/// same points (and `Scripts/peers/stroke-peers.py` can draw them again).
extension SplitMix64 {
  /// A coordinate fraction in [0, 1): ``SplitMix64/unit()`` as a `CGFloat`.
  fileprivate mutating func fraction() -> CGFloat { CGFloat(unit()) }

  fileprivate mutating func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + fraction() * rect.width, y: rect.minY + fraction() * rect.height)
  }
}
