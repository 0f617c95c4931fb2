public import Foundation

extension BezierPath {
  /// Returns the dashes of the path as open subpaths, as Core Graphics' `CGPath.copy(dashingWithPhase:lengths:)`.
  ///
  /// `lengths` alternates painted and unpainted lengths in points, measured along the curve's arc
  /// length; an odd count is repeated once to make it even (`[5]` means 5 on, 5 off), as Core Graphics
  /// does. `phase` is how far into the pattern each subpath starts (taken modulo the pattern's total
  /// length, so a negative phase counts back from the end). The pattern restarts at every subpath and
  /// runs through a closed subpath's closing segment; the dash that ends at the closing point is not
  /// merged with the first one. A zero on-length produces a zero-length dash, which round and square
  /// caps draw as a dot. The result keeps this path's style, so it can be stroked directly.
  ///
  /// A zero on-length is allowed (a dot); a pattern that is empty, has a negative, NaN or infinite
  /// length, has only zero lengths, or comes with a non-finite phase throws (Core Graphics would stroke
  /// the path solid), and so does a pattern whose output would exceed `maximumElementCount` elements.
  ///
  /// ```swift
  /// var line = BezierPath()
  /// line.move(to: .zero)
  /// line.addLine(to: CGPoint(x: 10, y: 0))
  /// print(try line.copy(dashingWithPhase: 0, lengths: [4, 2]))
  /// // M (0, 0) L (4, 0) M (6, 0) L (10, 0)
  /// ```
  ///
  /// - Parameters:
  ///   - phase: How far into the pattern each subpath starts, in points.
  ///   - lengths: The painted and unpainted lengths, in points.
  ///   - maximumElementCount: The most elements the result may have; ``defaultMaximumElementCount``
  ///     by default. The count is bounded before anything is built: a subpath whose control polygon is
  ///     L long (never shorter than its arc length) with a pattern of n lengths (after repetition)
  ///     adding up to P yields at most n · (L / P + 3) elements plus one per segment.
  /// - Throws: ``PathBuildingError/emptyDashPattern``, ``PathBuildingError/invalidDashLength(_:index:)``,
  ///   ``PathBuildingError/dashPatternOverflows``, ``PathBuildingError/zeroLengthDashPattern`` or ``PathBuildingError/invalidDashPhase(_:)``, in that
  ///   order, for a bad pattern; ``PathBuildingError/tooManyElements(_:estimated:maximum:)`` when that
  ///   bound exceeds `maximumElementCount`.
  /// - Returns: The dashes, as open subpaths with this path's style.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], maximumElementCount: Int = defaultMaximumElementCount
  ) throws(PathBuildingError) -> BezierPath {
    guard !lengths.isEmpty else { throw .emptyDashPattern }
    if let index = lengths.firstIndex(where: { !($0.isFinite && $0 >= 0) }) {
      throw .invalidDashLength(lengths[index], index: index)
    }
    let pattern = (lengths.count % 2 == 1 ? lengths + lengths : lengths).map(Double.init)
    let period = pattern.reduce(0, +)
    guard period.isFinite else { throw .dashPatternOverflows }
    guard period > 0 else { throw .zeroLengthDashPattern }
    guard phase.isFinite else { throw .invalidDashPhase(phase) }
    let contours = contours()
    var estimate = 0.0
    for contour in contours {
      let length = contour.segments.reduce(0) { $0 + $1.controlPolygonLength }
      estimate += Double(pattern.count) * (length / period + 3) + Double(contour.segments.count)
    }
    guard estimate <= Double(maximumElementCount) else {
      throw .tooManyElements(
        .dashing, estimated: Self.saturatingElementCount(estimate), maximum: maximumElementCount)
    }
    var result = self
    result.elements = []
    result.subpathStart = nil
    result.isSubpathClosed = false
    for contour in contours {
      var dasher = Dasher(pattern: pattern, phase: Double(phase), period: period)
      dasher.path = result
      dasher.begin(at: contour.start)
      for segment in contour.segments { dasher.walk(segment) }
      result = dasher.path
    }
    return result
  }
}

extension PathSegment {
  /// The length of the control polygon: the chord of a line, the three legs of a cubic; never shorter
  /// than the arc length (a Bézier curve lies in its control polygon's convex hull, and is no longer).
  var controlPolygonLength: Double {
    switch self {
    case .line(let a, let b): a.distance(to: b)
    case .cubic(let p0, let p1, let p2, let p3):
      p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
    }
  }
}

/// Walks segments along a dash pattern and emits the painted pieces.
private struct Dasher {
  let pattern: [Double]
  var path = BezierPath()
  var index = 0
  var remaining = 0.0
  var isDashOpen = false

  init(pattern: [Double], phase: Double, period: Double) {
    self.pattern = pattern
    var offset = phase.truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    while offset >= pattern[index] && offset > 0 {
      offset -= pattern[index]
      index = (index + 1) % pattern.count
    }
    remaining = pattern[index] - offset
  }

  var isOn: Bool { index % 2 == 0 }

  mutating func begin(at point: PathVector) {
    skipEmptyIntervals(at: point)
  }

  /// Moves past zero-length intervals, emitting a zero-length dash for an empty "on" interval.
  mutating func skipEmptyIntervals(at point: PathVector) {
    var guardCount = 0
    while remaining <= 0 && guardCount < 2 * pattern.count {
      if isOn {
        if !isDashOpen { path.move(to: point.cgPoint) }
        path.addLine(to: point.cgPoint)
      }
      isDashOpen = false
      index = (index + 1) % pattern.count
      remaining = pattern[index]
      guardCount += 1
    }
  }

  mutating func walk(_ segment: PathSegment) {
    let arc = SegmentArcLength(segment)
    let total = arc.total
    guard total > 0 else { return }
    var position = 0.0
    while position < total {
      let step = min(remaining, total - position)
      if isOn {
        let t0 = arc.parameter(atLength: position)
        let t1 = arc.parameter(atLength: position + step)
        let piece = segment.portion(from: t0, to: t1)
        if !isDashOpen {
          path.move(to: piece.start.cgPoint)
          isDashOpen = true
        }
        path.appendUnchecked(piece.element)
      }
      position += step
      remaining -= step
      if remaining <= 1e-12 {
        remaining = 0
        isDashOpen = false
        index = (index + 1) % pattern.count
        remaining = pattern[index]
        skipEmptyIntervals(at: segment.point(at: arc.parameter(atLength: position)))
      }
    }
  }
}
