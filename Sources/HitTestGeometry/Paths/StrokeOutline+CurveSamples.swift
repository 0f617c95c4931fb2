import Foundation

extension StrokeOutline {
  /// A point of a curve with its unit normal; `isCusp` marks a turn too sharp to resolve.
  struct Sample {
    var point: PathVector
    var normal: PathVector
    var isCusp = false
  }

  /// Fills ``samples`` with points along a cubic such that each piece turns by at most `maximumTurn`
  /// and its chord stays within half the tolerance; then straight offsets err by at most the tolerance.
  ///
  /// Each level of the subdivision evaluates only its midpoint: the ends' points and tangents are
  /// passed down. The turn `angle(u0, um) + angle(um, u1)` is compared with the maximum through its
  /// cosine, `cos(a + b) = (u0·um)(um·u1) − |u0×um||um×u1|` (both angles below a right angle); within
  /// 1e-9 of the limit the angles are computed with `atan2` so that the decision is the same as theirs.
  mutating func sampleCurve(_ segment: PathSegment) {
    guard case .cubic(let p0, let p1, let p2, let p3) = segment else { return }
    let curve = SampledCubic(segment, p0, p1, p2, p3)
    samples.removeAll()
    var start = curve.knot(at: 0)
    samples.append(Sample(point: start.point, normal: (start.tangent ?? PathVector(1, 0)).perpendicular))
    // Depth first, as a recursion would go: the stack holds the ends of the pieces still to check (the
    // top one is the end of the piece starting at `start`), each with its depth.
    pendingEnds.removeAll()
    pendingEnds.append(PendingEnd(knot: curve.knot(at: 1), depth: 0))
    while pendingEnds.count > 0 {
      let end = pendingEnds[pendingEnds.count - 1]
      if let middle = middleIfSplit(curve, start, end.knot, depth: end.depth) {
        pendingEnds[pendingEnds.count - 1].depth = end.depth + 1
        pendingEnds.append(PendingEnd(knot: middle, depth: end.depth + 1))
      } else {
        pendingEnds.removeLast()
        start = end.knot
      }
    }
  }

  /// An end of a piece waiting to be checked, with the piece's subdivision depth.
  struct PendingEnd {
    var knot: Knot
    var depth: Int
  }

  /// A cubic being sampled: its control points, its control legs (the derivative's) and end tangents.
  struct SampledCubic {
    let p0: PathVector
    let p1: PathVector
    let p2: PathVector
    let p3: PathVector
    let d0: PathVector
    let d1: PathVector
    let d2: PathVector
    let startTangent: PathVector?
    let endTangent: PathVector?

    init(_ segment: PathSegment, _ p0: PathVector, _ p1: PathVector, _ p2: PathVector, _ p3: PathVector) {
      (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
      (d0, d1, d2) = (p1 - p0, p2 - p1, p3 - p2)
      startTangent = segment.startTangent
      endTangent = segment.endTangent
    }

    /// The knot at `t`: the same point and tangent as `PathSegment`'s `point(at:)` and `unitTangent(at:)`.
    @inline(__always)
    func knot(at t: Double) -> Knot {
      let tangent: PathVector?
      if t <= 0 {
        tangent = startTangent
      } else if t >= 1 {
        tangent = endTangent
      } else {
        tangent = PathSegment.interiorUnitTangent(at: t) { PathSegment.cubicDerivative(d0, d1, d2, at: $0) }
      }
      return Knot(t: t, point: PathSegment.cubicPoint(p0, p1, p2, p3, at: t), tangent: tangent)
    }

    /// The unit tangent at `0 < t < 1`, where the derivative is `derivative`: the same as in ``knot(at:)``.
    @inline(__always)
    func interiorTangent(at t: Double, derivative: PathVector) -> PathVector? {
      if let tangent = derivative.normalized { return tangent }
      return PathSegment.interiorUnitTangent(at: t) { PathSegment.cubicDerivative(d0, d1, d2, at: $0) }
    }
  }

  /// A parameter of the curve with its point and unit tangent (`nil` where the curve has none).
  struct Knot {
    var t: Double
    var point: PathVector
    var tangent: PathVector?
  }

  /// Checks the piece from `start` to `end`: appends the sample at its end and returns `nil` if it is
  /// flat and straight enough (or at depth 26, where a sharp turn is marked as a cusp), else returns
  /// its middle knot, where it must be split.
  ///
  /// Most pieces are decided by ``quickIsFlatAndStraight(chord:toMiddle:_:_:_:)`` from the middle's
  /// point and derivative, before its unit tangent is computed (a piece that ends there needs none).
  @inline(__always)
  private mutating func middleIfSplit(_ curve: SampledCubic, _ start: Knot, _ end: Knot, depth: Int) -> Knot?
  {
    // The middle of a piece is inside the curve: its ends are at least 2⁻²⁶ apart.
    let t = 0.5 * (start.t + end.t)
    let point = PathSegment.cubicPoint(curve.p0, curve.p1, curve.p2, curve.p3, at: t)
    let derivative = PathSegment.cubicDerivative(curve.d0, curve.d1, curve.d2, at: t)
    if depth < 26, let u0 = start.tangent, let u1 = end.tangent,
      let isFlatAndStraight = quickIsFlatAndStraight(
        chord: end.point - start.point, toMiddle: point - start.point, u0, derivative, u1)
    {
      if isFlatAndStraight {
        samples.append(Sample(point: end.point, normal: u1.perpendicular))
        return nil
      }
      return Knot(t: t, point: point, tangent: curve.interiorTangent(at: t, derivative: derivative))
    }
    let middle = Knot(t: t, point: point, tangent: curve.interiorTangent(at: t, derivative: derivative))
    return middleIfSplit(curve, start, middle, end, depth: depth)
  }

  /// ``middleIfSplit(_:_:_:depth:)`` computed in full, with the middle knot at hand.
  private mutating func middleIfSplit(
    _ curve: SampledCubic, _ start: Knot, _ middle: Knot, _ end: Knot, depth: Int
  ) -> Knot? {
    let isFlat = sagIsWithinHalfTolerance(
      chord: end.point - start.point, toMiddle: middle.point - start.point)
    // The turn decides only where the sag is small enough, or at the depth limit (where it marks a cusp).
    if isFlat || depth >= 26 {
      let u0 = start.tangent ?? PathVector(1, 0)
      let um = middle.tangent ?? u0
      let u1 = end.tangent ?? um
      let turnIsSmall = turnIsWithinMaximum(u0, um, u1)
      if (turnIsSmall && isFlat) || depth >= 26 {
        var sample = Sample(point: end.point, normal: (end.tangent ?? PathVector(1, 0)).perpendicular)
        if depth >= 26 && !turnIsSmall { sample.isCusp = true }
        samples.append(sample)
        return nil
      }
    }
    return middle
  }

  /// Whether the middle of a piece lies within half the tolerance of its chord: whether its sag
  /// `|chord × toMiddle| / |chord|` (`|toMiddle|` for a zero chord) is at most `tolerance / 2`.
  func sagIsWithinHalfTolerance(chord: PathVector, toMiddle: PathVector) -> Bool {
    let chordLength = chord.length
    let sag = chordLength > 0 ? abs(chord.cross(toMiddle)) / chordLength : toMiddle.length
    return sag <= tolerance / 2
  }

  /// Whether `angle(u0, um) + angle(um, u1) <= maximumTurn`, for unit vectors, without `atan2` unless
  /// the sum is within about 1e-9 of the limit.
  func turnIsWithinMaximum(_ u0: PathVector, _ um: PathVector, _ u1: PathVector) -> Bool {
    let dot0 = u0.dot(um)
    let dot1 = um.dot(u1)
    let cosineOfTurn = dot0 * dot1 - abs(u0.cross(um)) * abs(um.cross(u1))
    let margin = 1e-9
    if dot0 > 0.5 && dot1 > 0.5 {
      // Both angles are below 60°, so the sum is below 120° and its cosine decreases with it.
      if cosineOfTurn >= cosineOfMaximumTurn + margin { return true }
      if cosineOfTurn <= cosineOfMaximumTurn - margin { return false }
    } else if maximumTurn <= 0.5 {
      // One angle is at least 60° (over 1 radian): more than the maximum, which is at most 0.25.
      return false
    }
    return angle(u0, um) + angle(um, u1) <= maximumTurn
  }

  private func angle(_ a: PathVector, _ b: PathVector) -> Double {
    atan2(abs(a.cross(b)), a.dot(b))
  }
}
