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
struct StrokeOutline: ~Copyable {
  let style: StrokeStyle
  let tolerance: Double
  /// The largest turn (radians) a curve piece may make; see ``maximumTurn(radius:tolerance:)``.
  let maximumTurn: Double
  /// `cos(maximumTurn)`, to test turns with dot and cross products instead of angles.
  let cosineOfMaximumTurn: Double
  /// The outline's elements so far.
  private(set) var elements: OutlineElementWriter
  /// The subpath bookkeeping of a `BezierPath` holding ``elements``: the last contour's first point.
  private(set) var subpathStart: CGPoint?
  /// Whether the last element closed a subpath (`BezierPath.isSubpathClosed`).
  private(set) var isSubpathClosed = false
  /// Reused storage for the samples of the curve being drawn.
  var samples = OutlineScratch<Sample>(capacity: 64)
  /// Reused stack of the curve sampling (at most 28 deep).
  var pendingEnds = OutlineScratch<PendingEnd>(capacity: 32)
  /// Reused storage for the crossings of a curve's right half-body.
  private var rightCrossings = OutlineScratch<RightCrossing>(capacity: 16)
  /// Reused path for the contours of round joins, caps and dots, built with `BezierPath`'s own builders.
  private var arcContour = BezierPath()

  /// A builder writing its elements into `storage` (and past it, into the writer's overflow).
  init(style: StrokeStyle, tolerance: Double, into storage: UnsafeMutableBufferPointer<BezierPath.Element>) {
    self.style = style
    self.tolerance = tolerance
    maximumTurn = Self.maximumTurn(radius: style.radius, tolerance: tolerance)
    cosineOfMaximumTurn = cos(maximumTurn)
    elements = OutlineElementWriter(into: storage)
  }

  /// The largest turn (radians) a curve piece may make for offsets at `radius` within `tolerance`.
  ///
  /// An offset chord of a piece turning by φ at distance r sags by about r·φ²/8: keep it ≤ tolerance/2.
  static func maximumTurn(radius: Double, tolerance: Double) -> Double {
    min(0.25, (4 * tolerance / max(radius, tolerance)).squareRoot())
  }

  /// Adds the pieces of one contour's stroke.
  ///
  /// - Throws: ``PathBuildingError/tooManyElements(_:estimated:maximum:)`` as soon as the outline holds
  ///   more than `maximumElementCount` elements (checked after every body and join), with the count
  ///   reached.
  mutating func add(_ contour: PathContour, maximumElementCount: Int) throws(PathBuildingError) {
    let drawn = contour.drawnSegments
    guard let first = drawn.first, let last = drawn.last else {
      if contour.draws { addDot(at: contour.start) }
      return
    }
    func checkBudget() throws(PathBuildingError) {
      let count = elements.count
      if count > maximumElementCount {
        throw .tooManyElements(.stroking, estimated: count, maximum: maximumElementCount)
      }
    }
    for segment in drawn {
      addBody(segment)
      try checkBudget()
    }
    for (incoming, outgoing) in zip(drawn, drawn.dropFirst()) {
      if let u = incoming.endTangent, let v = outgoing.startTangent { addJoin(at: incoming.end, u, v) }
      try checkBudget()
    }
    if contour.isClosed {
      if let u = last.endTangent, let v = first.startTangent { addJoin(at: first.start, u, v) }
    } else {
      if let v = first.startTangent { addCap(at: first.start, outward: -v) }
      if let u = last.endTangent { addCap(at: last.end, outward: u) }
    }
  }

  // MARK: Size estimate

  /// About how many elements the outline of `contours` has, computed from the control points alone.
  ///
  /// A line's body is 5 elements and every join at most 14 (a half disc); each contour adds at most 32
  /// for caps or a dot. A cubic's body costs about 4 elements per sample (2 per side). Its samples are
  /// estimated from the two subdivision rules: for the chord rule, Wang's bound `n = √(0.75 · D / ε)`
  /// (D the largest second difference of the control points, ε the allowed sag), doubled for binary
  /// subdivision; for the turn rule, the control polygon's total turn (which bounds the curve's) in
  /// `maximumTurn` pieces, doubled. A turn concentrated near a cusp can need more samples than this.
  static func estimatedElementCount(of contours: [PathContour], style: StrokeStyle, tolerance: Double)
    -> Double
  {
    let maximumTurn = maximumTurn(radius: style.radius, tolerance: tolerance)
    var estimate = 0.0
    for contour in contours {
      estimate += 32
      for segment in contour.segments {
        estimate += 5 + 14
        guard case .cubic(let p0, let p1, let p2, let p3) = segment else { continue }
        let secondDifference = max((p2 - 2 * p1 + p0).length, (p3 - 2 * p2 + p1).length)
        let chordSamples = 2 * (0.75 * secondDifference / (tolerance / 2)).squareRoot()
        let turnSamples = 2 * controlPolygonTurn(p0, p1, p2, p3) / maximumTurn
        estimate += 4 * (chordSamples + turnSamples + 1)
      }
    }
    return estimate
  }

  /// The sum of the angles between consecutive non-zero legs of a cubic's control polygon.
  private static func controlPolygonTurn(
    _ p0: PathVector, _ p1: PathVector, _ p2: PathVector, _ p3: PathVector
  ) -> Double {
    var turn = 0.0
    var previous: PathVector?
    // The legs in order, without an array (this runs for every cubic before anything is built).
    for index in 0..<3 {
      let leg = index == 0 ? p1 - p0 : index == 1 ? p2 - p1 : p3 - p2
      guard leg != .zero else { continue }
      if let previous { turn += atan2(abs(previous.cross(leg)), previous.dot(leg)) }
      previous = leg
    }
    return turn
  }

  // MARK: Bodies

  private mutating func addBody(_ segment: PathSegment) {
    let r = style.radius
    guard case .cubic = segment else {
      guard let u = segment.startTangent else { return }
      let n = u.perpendicular * r
      addPolygon(segment.start + n, segment.end + n, segment.end - n, segment.start - n)
      return
    }
    sampleCurve(segment)
    // One pass finds the crossings of both sides (a pair's normals cross on one side at most); those on
    // the right (side −1) wait in `rightCrossings` until the left half-body is done.
    rightCrossings.removeAll()
    var runStart = 0
    for index in 1..<samples.count {
      guard let crossing = normalsCrossing(samples[index - 1], samples[index]) else { continue }
      if crossing.side > 0 {
        flush(runStart..<index, side: 1)
        runStart = index
        addCrossingTriangles(at: index, crossing.point, side: 1)
      } else {
        rightCrossings.append(RightCrossing(index: index, point: crossing.point))
      }
    }
    flush(runStart..<samples.count, side: 1)
    runStart = 0
    for crossingIndex in 0..<rightCrossings.count {
      let crossing = rightCrossings[crossingIndex]
      flush(runStart..<crossing.index, side: -1)
      runStart = crossing.index
      addCrossingTriangles(at: crossing.index, crossing.point, side: -1)
    }
    flush(runStart..<samples.count, side: -1)
    for index in 0..<samples.count where samples[index].isCusp { addCircle(center: samples[index].point) }
  }

  /// A crossing of the normals on the right side (side −1) between the samples `index − 1` and `index`.
  struct RightCrossing {
    var index: Int
    var point: PathVector
  }

  /// The two triangles the normal sweeps on `side` between the samples `index − 1` and `index`, whose
  /// normals cross at `crossing`.
  @inline(__always)
  private mutating func addCrossingTriangles(at index: Int, _ crossing: PathVector, side: Double) {
    let r = style.radius
    let a = samples[index - 1]
    let b = samples[index]
    addPolygon(a.point, b.point, crossing)
    addPolygon(crossing, b.point + b.normal * (side * r), a.point + a.normal * (side * r))
  }

  /// Emits the half-body between the curve and its offset on `side` along the samples in `run`: the
  /// polygon through the samples' points, then back through their offset points.
  ///
  /// The same contour as ``addPolygon(_:_:_:_:)`` would make of those corners, written straight from the
  /// samples: a first pass sums the signed area term by term in the polygon's order, a second writes the
  /// elements in the polygon's order or reversed (offset points are computed in each pass, the same way, so
  /// they are the same values). Each corner is written unless it repeats the corner before it.
  private mutating func flush(_ run: Range<Int>, side: Double) {
    guard run.count >= 2 else { return }
    let offset = side * style.radius
    let first = samples[run.lowerBound].point
    var area = 0.0
    var previous = first
    for index in run.dropFirst() {
      let corner = samples[index].point
      area += 0.5 * previous.cross(corner)
      previous = corner
    }
    for index in run.reversed() {
      let corner = samples[index].point + samples[index].normal * offset
      area += 0.5 * previous.cross(corner)
      previous = corner
    }
    area += 0.5 * previous.cross(first)
    // As in addPolygon(_:_:_:_:): a zero or non-finite area drops the polygon, a negative one is written reversed,
    // and a finite area means finite corners, appended as `move(to:)`, `addLine(to:)` and `close()` would.
    guard area != 0, area.isFinite else { return }
    elements.append(.moveTo(first.cgPoint))
    previous = first
    if area > 0 {
      for index in run.dropFirst() { appendLine(to: samples[index].point, after: &previous) }
      for index in run.reversed() {
        appendLine(to: samples[index].point + samples[index].normal * offset, after: &previous)
      }
    } else {
      for index in run {
        appendLine(to: samples[index].point + samples[index].normal * offset, after: &previous)
      }
      for index in run.dropFirst().reversed() { appendLine(to: samples[index].point, after: &previous) }
    }
    closeContour(startingAt: first)
  }

  /// On which side (1 along the normals, −1 against them) the normals at `a` and `b` cross within the
  /// half-width, and where, if they do.
  ///
  /// On side −1 the normals are negated: the denominator `na × nb` is the same, and the distances `s`
  /// and `s2` along them are the exact negations of those on side 1 (IEEE rounding is symmetric), so the
  /// normals cross on at most one side, and both are decided from one computation.
  ///
  /// Usually the normals cross far beyond the half-width (|s| or |s2| > r, so on neither side): that is
  /// seen without dividing where it holds by a relative margin of 1e-12, far above the rounding errors of
  /// either form, and where `r·|na × nb|` is a normal number; otherwise ``normalsCrossingInFull(_:_:)``
  /// decides.
  @inline(__always)
  func normalsCrossing(_ a: Sample, _ b: Sample) -> (side: Double, point: PathVector)? {
    let delta = b.point - a.point
    let reach = style.radius * abs(a.normal.cross(b.normal))
    if reach >= 1e-290 && reach <= 1e290 {
      let beyond = reach * (1 + 1e-12)
      if abs(delta.cross(b.normal)) > beyond || abs(delta.cross(a.normal)) > beyond { return nil }
    }
    return normalsCrossingInFull(a, b)
  }

  /// ``normalsCrossing(_:_:)`` by the distances `s` and `s2` along the normals to their crossing.
  @inline(__always)
  func normalsCrossingInFull(_ a: Sample, _ b: Sample) -> (side: Double, point: PathVector)? {
    let na = a.normal
    let nb = b.normal
    let denominator = na.cross(nb)
    guard denominator != 0 else { return nil }
    let delta = b.point - a.point
    let s = delta.cross(nb) / denominator
    let s2 = delta.cross(na) / denominator
    let r = style.radius
    if s > 0, s2 > 0, s < r, s2 < r { return (1, a.point + na * s) }
    if -s > 0, -s2 > 0, -s < r, -s2 < r { return (-1, a.point + -na * -s) }
    return nil
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
      addPolygon(p, p + n1 * r, p + n2 * r)
    case .miter:
      if let tip = style.miterTip(n1, n2, dot: dot) {
        addPolygon(p, p + n1 * r, p + tip, p + n2 * r)
      } else {
        addPolygon(p, p + n1 * r, p + n2 * r)
      }
    }
  }

  private mutating func addCap(at p: PathVector, outward o: PathVector) {
    let r = style.radius
    let n = o.perpendicular * r
    switch style.cap {
    case .butt: return
    case .round: addHalfDisc(center: p, outward: o)
    case .square: addPolygon(p + n, p + n + o * r, p - n + o * r, p - n)
    }
  }

  private mutating func addDot(at p: PathVector) {
    let r = style.radius
    switch style.cap {
    case .butt: return
    case .round: addCircle(center: p)
    case .square:
      addPolygon(p + PathVector(-r, -r), p + PathVector(r, -r), p + PathVector(r, r), p + PathVector(-r, r))
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

  /// Appends the closed triangle or quadrilateral through these corners, reversed if its signed area is
  /// negative; zero-area polygons are dropped.
  ///
  /// The same contour as ``addContour(_:)`` of its edges, without building them.
  private mutating func addPolygon(_ a: PathVector, _ b: PathVector, _ c: PathVector, _ d: PathVector? = nil)
  {
    // The signed area summed edge by edge, from a to b and on round the polygon back to a.
    var area = 0.0
    area += 0.5 * a.cross(b)
    area += 0.5 * b.cross(c)
    if let d {
      area += 0.5 * c.cross(d)
      area += 0.5 * d.cross(a)
    } else {
      area += 0.5 * c.cross(a)
    }
    guard area != 0, area.isFinite else { return }
    // A finite area means finite corners, which `move(to:)` would accept: append the elements directly,
    // and leave the subpath bookkeeping as `move(to:)`, `addLine(to:)` and `close()` would.
    elements.append(.moveTo(a.cgPoint))
    var previous = a
    if area > 0 {
      appendLine(to: b, after: &previous)
      appendLine(to: c, after: &previous)
      if let d { appendLine(to: d, after: &previous) }
    } else {
      // The edges reversed and backwards: a → d → c → b (the closing edge b → a is implied).
      if let d { appendLine(to: d, after: &previous) }
      appendLine(to: c, after: &previous)
      appendLine(to: b, after: &previous)
    }
    closeContour(startingAt: a)
  }

  /// Appends a line to `corner` unless it repeats `previous`, the corner before it in the order written
  /// (`addLine(to:)` of the same point adds nothing to the area); `corner` is then the previous one.
  @inline(__always)
  private mutating func appendLine(to corner: PathVector, after previous: inout PathVector) {
    if corner != previous { elements.append(.lineTo(corner.cgPoint)) }
    previous = corner
  }

  /// Closes the contour that began at `start`, with the subpath bookkeeping `close()` leaves.
  @inline(__always)
  private mutating func closeContour(startingAt start: PathVector) {
    elements.append(.closeSubpath)
    subpathStart = start.cgPoint
    isSubpathClosed = true
  }

  /// Appends a closed contour, reversed if its signed area is negative; zero-area contours are dropped.
  ///
  /// The contour is built with `BezierPath`'s own builders on ``arcContour``, which carries the outline's
  /// subpath bookkeeping in and out, so the elements are those the builders would append to the outline.
  private mutating func addContour(_ segments: [PathSegment]) {
    let area = segments.reduce(0) { $0 + $1.signedAreaTerm }
    guard area != 0, area.isFinite, let first = segments.first else { return }
    let ordered = area > 0 ? segments : segments.reversed().map(\.reversed)
    var path = arcContour
    arcContour = BezierPath()
    path.elements.removeAll(keepingCapacity: true)
    path.subpathStart = subpathStart
    path.isSubpathClosed = isSubpathClosed
    path.move(to: (area > 0 ? first.start : ordered[0].start).cgPoint)
    for segment in ordered.dropLast() where !segment.isDegenerate { path.appendUnchecked(segment.element) }
    if let closing = ordered.last, case .cubic = closing { path.appendUnchecked(closing.element) }
    path.close()
    for element in path.elements { elements.append(element) }
    subpathStart = path.subpathStart
    isSubpathClosed = path.isSubpathClosed
    arcContour = path
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
