import Foundation

/// Real roots of small polynomials on an interval, for curve intersections and distances.
///
/// The method is exact root isolation by derivatives: the roots of p' split the interval into pieces on
/// which p is monotonic, so each piece holds at most one root, found by safeguarded Newton iteration
/// (bisection whenever Newton leaves the bracket). It needs no initial guess and misses no simple root;
/// a double root is found when p reaches zero at a critical point. Accuracy is about 1e-14 in t.
///
/// Coefficients and roots live in ``InlineDoubles`` (at most 8, stored inline), so finding roots never
/// allocates: stroke hit testing runs it for every curve near every query point.
enum PolynomialRoots {
  /// The roots of `Σ coefficients[i]·tⁱ` (lowest degree first, degree ≤ 7) in `[lower, upper]`, ascending.
  static func roots(of coefficients: InlineDoubles, in lower: Double, _ upper: Double) -> InlineDoubles {
    var degree = coefficients.count - 1
    while degree > 0 && coefficients[degree] == 0 { degree -= 1 }
    var result = InlineDoubles()
    if degree <= 0 { return result }
    var p = coefficients
    p.count = degree + 1
    if degree == 1 {
      let t = -p[0] / p[1]
      if t >= lower && t <= upper { result.append(t) }
      return result
    }
    var derivative = InlineDoubles()
    for index in 1...degree { derivative.append(Double(index) * p[index]) }
    let critical = roots(of: derivative, in: lower, upper)
    var previous = evaluate(p, lower)
    if previous == 0 { result.append(lower) }
    // The pieces between consecutive bounds: lower, the critical points, upper.
    var a = lower
    for index in 0...critical.count {
      let b = index < critical.count ? critical[index] : upper
      let value = evaluate(p, b)
      if value == 0 {
        if result.count == 0 || result[result.count - 1] != b { result.append(b) }
      } else if previous != 0 && (previous < 0) != (value < 0) {
        result.append(monotoneRoot(p, derivative, a, b, previous))
      }
      previous = value
      a = b
    }
    return result
  }

  /// Horner evaluation of `Σ p[i]·tⁱ`.
  static func evaluate(_ p: InlineDoubles, _ t: Double) -> Double {
    var value = 0.0
    var index = p.count - 1
    while index >= 0 {
      value = value * t + p[index]
      index -= 1
    }
    return value
  }

  /// The root of a polynomial that changes sign once on `[a, b]`; `valueAtA` is `p(a)`.
  private static func monotoneRoot(
    _ p: InlineDoubles, _ derivative: InlineDoubles, _ a: Double, _ b: Double, _ valueAtA: Double
  ) -> Double {
    var low = a
    var high = b
    let lowIsNegative = valueAtA < 0
    var t = 0.5 * (a + b)
    for _ in 0..<100 {
      let value = evaluate(p, t)
      if value == 0 { return t }
      if (value < 0) == lowIsNegative { low = t } else { high = t }
      let slope = evaluate(derivative, t)
      var next = slope != 0 ? t - value / slope : 0.5 * (low + high)
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if abs(next - t) <= 1e-15 * max(1, abs(t)) || high - low <= 1e-15 { return next }
      t = next
    }
    return t
  }

  /// The roots of `a·t² + b·t + c` strictly inside `(0, 1)`, ascending, computed without cancellation.
  static func quadraticRootsInUnitInterval(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    var found: [Double] = []
    let scale = max(abs(a), abs(b), abs(c))
    if scale == 0 { return [] }
    if abs(a) <= 1e-12 * scale {
      if b != 0 { found.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant < 0 { return [] }
      let root = discriminant.squareRoot()
      let q = -0.5 * (b + (b < 0 ? -root : root))
      found.append(q / a)
      if q != 0 { found.append(c / q) }
    }
    return found.filter { $0 > 0 && $0 < 1 }.sorted()
  }
}

/// Up to eight `Double`s stored inline, with no heap allocation: polynomial coefficients and roots.
struct InlineDoubles {
  /// The most values it holds: a degree-7 polynomial's coefficients, or its roots plus an end point.
  static let capacity = 8

  private var storage = SIMD8<Double>()

  /// The number of values in use; the values beyond it are ignored.
  var count = 0

  init() {}

  subscript(index: Int) -> Double {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  mutating func append(_ value: Double) {
    precondition(count < Self.capacity, "InlineDoubles holds at most \(Self.capacity) values")
    storage[count] = value
    count += 1
  }
}
