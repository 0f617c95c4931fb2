import Foundation

/// Builds the outline of a stroke as a union of positively oriented closed contours.
///
/// Every piece of the stroke (each segment's body, each join, cap and dot) becomes its own closed
/// contour, reversed when needed so that all of them wind the same way. The nonzero fill of the result
/// is then exactly their union: overlaps add up to 2 or more, never cancel. Curve bodies are split into
/// pieces short enough that straight edges stay within ``BezierPath/strokeOutlineTolerance`` of the
/// true offset curves; on each side of the curve, a piece whose normals cross within the stroke's
/// half-width (a bend tighter than the stroke) is emitted as the two triangles its normal sweeps, so
/// the far side of tight bends is covered as the direct query covers it.
struct StrokeOutline {
  var style: StrokeStyle
  var tolerance: Double
  var path = BezierPath()

  init(style: StrokeStyle, tolerance: Double) {
    self.style = style
    self.tolerance = tolerance
  }

  mutating func add(_ contour: PathContour) {
    let drawn = contour.drawnSegments
    guard let first = drawn.first, let last = drawn.last else {
      if contour.draws { addDot(at: contour.start) }
      return
    }
    for segment in drawn { addBody(segment) }
    for (incoming, outgoing) in zip(drawn, drawn.dropFirst()) {
      if let u = incoming.endTangent, let v = outgoing.startTangent { addJoin(at: incoming.end, u, v) }
    }
    if contour.isClosed {
      if let u = last.endTangent, let v = first.startTangent { addJoin(at: first.start, u, v) }
    } else {
      if let v = first.startTangent { addCap(at: first.start, outward: -v) }
      if let u = last.endTangent { addCap(at: last.end, outward: u) }
    }
  }

  // MARK: Bodies

  private mutating func addBody(_ segment: PathSegment) {
    let r = style.radius
    guard case .cubic = segment else {
      guard let u = segment.startTangent else { return }
      let n = u.perpendicular * r
      addPolygon([segment.start + n, segment.end + n, segment.end - n, segment.start - n])
      return
    }
    let samples = curveSamples(segment)
    for side in [1.0, -1.0] {
      var run: [Int] = [0]
      for index in 1..<samples.count {
        let a = samples[index - 1]
        let b = samples[index]
        if let crossing = normalsCrossing(a, b, side: side) {
          flush(run, samples, side: side)
          run = [index]
          addPolygon([a.point, b.point, crossing])
          addPolygon([crossing, b.point + b.normal * (side * r), a.point + a.normal * (side * r)])
        } else {
          run.append(index)
        }
      }
      flush(run, samples, side: side)
    }
    for sample in samples where sample.isCusp { addCircle(center: sample.point) }
  }

  /// A point of a curve with its unit normal; `isCusp` marks a turn too sharp to resolve.
  private struct Sample {
    var point: PathVector
    var normal: PathVector
    var isCusp = false
  }

  /// Emits the half-body between the curve and its offset on `side` along the samples in `run`.
  private mutating func flush(_ run: [Int], _ samples: [Sample], side: Double) {
    guard run.count >= 2 else { return }
    let offset = side * style.radius
    let along = run.map { samples[$0].point }
    let away = run.reversed().map { samples[$0].point + samples[$0].normal * offset }
    addPolygon(along + away)
  }

  /// Where the normals at `a` and `b` on `side` cross within the half-width, if they do.
  private func normalsCrossing(_ a: Sample, _ b: Sample, side: Double) -> PathVector? {
    let na = a.normal * side
    let nb = b.normal * side
    let denominator = na.cross(nb)
    guard denominator != 0 else { return nil }
    let delta = b.point - a.point
    let s = delta.cross(nb) / denominator
    let s2 = delta.cross(na) / denominator
    guard s > 0, s2 > 0, s < style.radius, s2 < style.radius else { return nil }
    return a.point + na * s
  }

  /// Parameters along a cubic such that each piece turns by at most `maximumTurn` and its chord stays
  /// within half the tolerance; then straight offsets err by at most the tolerance.
  private func curveSamples(_ segment: PathSegment) -> [Sample] {
    // An offset chord of a piece turning by φ at distance r sags by about r·φ²/8: keep it ≤ tolerance/2.
    let maximumTurn = min(0.25, (4 * tolerance / max(style.radius, tolerance)).squareRoot())
    var samples = [sample(segment, 0)]
    func refine(_ t0: Double, _ t1: Double, _ depth: Int) {
      let tm = 0.5 * (t0 + t1)
      let u0 = segment.unitTangent(at: t0) ?? PathVector(1, 0)
      let um = segment.unitTangent(at: tm) ?? u0
      let u1 = segment.unitTangent(at: t1) ?? um
      let turn = angle(u0, um) + angle(um, u1)
      let chord = segment.point(at: t1) - segment.point(at: t0)
      let middle = segment.point(at: tm) - segment.point(at: t0)
      let chordLength = chord.length
      let sag = chordLength > 0 ? abs(chord.cross(middle)) / chordLength : middle.length
      if (turn <= maximumTurn && sag <= tolerance / 2) || depth >= 26 {
        var end = sample(segment, t1)
        if depth >= 26 && turn > maximumTurn { end.isCusp = true }
        samples.append(end)
        return
      }
      refine(t0, tm, depth + 1)
      refine(tm, t1, depth + 1)
    }
    refine(0, 1, 0)
    return samples
  }

  private func sample(_ segment: PathSegment, _ t: Double) -> Sample {
    let tangent = segment.unitTangent(at: t) ?? PathVector(1, 0)
    return Sample(point: segment.point(at: t), normal: tangent.perpendicular)
  }

  private func angle(_ a: PathVector, _ b: PathVector) -> Double {
    atan2(abs(a.cross(b)), a.dot(b))
  }

  // MARK: Joins, caps, dots

  private mutating func addJoin(at p: PathVector, _ u: PathVector, _ v: PathVector) {
    let r = style.radius
    let cross = u.cross(v)
    let dot = u.dot(v)
    if abs(cross) <= StrokeStyle.straightTolerance {
      if dot < 0 && style.join == .round { addHalfDisc(center: p, outward: u) }
      return
    }
    let (n1, n2) = style.outerNormals(incoming: u, outgoing: v)
    switch style.join {
    case .round:
      addSector(center: p, from: n1, to: n2)
    case .bevel:
      addPolygon([p, p + n1 * r, p + n2 * r])
    case .miter:
      if let tip = style.miterTip(n1, n2, dot: dot) {
        addPolygon([p, p + n1 * r, p + tip, p + n2 * r])
      } else {
        addPolygon([p, p + n1 * r, p + n2 * r])
      }
    }
  }

  private mutating func addCap(at p: PathVector, outward o: PathVector) {
    let r = style.radius
    let n = o.perpendicular * r
    switch style.cap {
    case .butt: return
    case .round: addHalfDisc(center: p, outward: o)
    case .square: addPolygon([p + n, p + n + o * r, p - n + o * r, p - n])
    }
  }

  private mutating func addDot(at p: PathVector) {
    let r = style.radius
    switch style.cap {
    case .butt: return
    case .round: addCircle(center: p)
    case .square:
      addPolygon([p + PathVector(-r, -r), p + PathVector(r, -r), p + PathVector(r, r), p + PathVector(-r, r)])
    }
  }

  private mutating func addHalfDisc(center: PathVector, outward o: PathVector) {
    let n = o.perpendicular
    addSector(center: center, from: n, to: o)
    addSector(center: center, from: o, to: -n)
  }

  private mutating func addCircle(center: PathVector) {
    let axes = [PathVector(1, 0), PathVector(0, 1), PathVector(-1, 0), PathVector(0, -1)]
    for index in 0..<4 { addSector(center: center, from: axes[index], to: axes[(index + 1) % 4]) }
  }

  /// The circular sector from unit direction `a` to `b` (the shorter way, at most a quarter turn or so).
  private mutating func addSector(center: PathVector, from a: PathVector, to b: PathVector) {
    let r = style.radius
    let sweep = atan2(a.cross(b), a.dot(b))
    let count = max(1, Int((abs(sweep) / (.pi / 4)).rounded(.up)))
    let step = sweep / Double(count)
    let handle = 4.0 / 3 * tan(step / 4) * r
    let start = atan2(a.y, a.x)
    var segments: [PathSegment] = [.line(center, center + a * r)]
    for index in 0..<count {
      let angle0 = start + step * Double(index)
      let angle1 = start + step * Double(index + 1)
      let from = center + PathVector(cos(angle0), sin(angle0)) * r
      let to = center + PathVector(cos(angle1), sin(angle1)) * r
      segments.append(
        .cubic(
          from, from + PathVector(-sin(angle0), cos(angle0)) * handle,
          to - PathVector(-sin(angle1), cos(angle1)) * handle, to))
    }
    segments.append(.line(segments[segments.count - 1].end, center))
    addContour(segments)
  }

  // MARK: Emitting contours

  private mutating func addPolygon(_ points: [PathVector]) {
    guard points.count >= 3 else { return }
    addContour(zip(points, points.dropFirst() + [points[0]]).map { .line($0, $1) })
  }

  /// Appends a closed contour, reversed if its signed area is negative; zero-area contours are dropped.
  private mutating func addContour(_ segments: [PathSegment]) {
    let area = segments.reduce(0) { $0 + $1.signedAreaTerm }
    guard area != 0, area.isFinite, let first = segments.first else { return }
    let ordered = area > 0 ? segments : segments.reversed().map(\.reversed)
    path.move(to: (area > 0 ? first.start : ordered[0].start).cgPoint)
    for segment in ordered.dropLast() where !segment.isDegenerate { path.appendUnchecked(segment.element) }
    if let closing = ordered.last, case .cubic = closing { path.appendUnchecked(closing.element) }
    path.close()
  }
}

extension PathSegment {
  /// `½∫(x dy − y dx)` along the segment: summed over a closed contour, its signed area.
  ///
  /// The integrand is a polynomial of degree 5 in t for a cubic, so 3-point Gauss–Legendre is exact.
  var signedAreaTerm: Double {
    switch self {
    case .line(let a, let b):
      return 0.5 * a.cross(b)
    case .cubic:
      let nodes = [0.5 - 0.5 * (0.6).squareRoot(), 0.5, 0.5 + 0.5 * (0.6).squareRoot()]
      let weights = [5.0 / 18, 8.0 / 18, 5.0 / 18]
      var total = 0.0
      for (t, weight) in zip(nodes, weights) {
        total += weight * point(at: t).cross(derivative(at: t))
      }
      return 0.5 * total
    }
  }
}
