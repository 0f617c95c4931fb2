import HitTestKit
import Testing

@Suite struct TransformReasonTests {
  /// window ⊃ box (10, 10, 50, 50), with `transform` on the box.
  private func passOverReason(for transform: CGAffineTransform) -> (HitTestTrace.SkipReason?, String) {
    let window = makeWindow()
    let box = makeView(CGRect(x: 10, y: 10, width: 50, height: 50), "box", in: window)
    box.transform = transform
    let trace = window.hitTestTrace(at: CGPoint(x: 30, y: 30))
    let reason = trace.steps.lazy.compactMap { step -> HitTestTrace.SkipReason? in
      if case .passedOver(let reason) = step.kind, step.view === box { return reason }
      return nil
    }.first
    return (reason, trace.description)
  }

  @Test("a scale of 1e300 is traced as too large to invert, not as flattened")
  func hugeScaleOverflows() {
    let huge = CGAffineTransform(scaleX: 1e300, y: 1e300)
    let (reason, text) = passOverReason(for: huge)
    #expect(reason == .transformOverflows(huge))
    #expect(text.contains("box: not tried, it has a transform too large to invert in floating point"))
    #expect(!text.contains("flattened"))
  }

  @Test("a finite inverse whose translation overflows is named as an overflow too")
  func hugeTranslationInverseOverflows() {
    let transform = CGAffineTransform(a: 1e-10, b: 0, c: 0, d: 1e-10, tx: 1e300, ty: 0)
    let (reason, _) = passOverReason(for: transform)
    #expect(reason == .transformOverflows(transform))
  }

  @Test("a scale of 0 is traced as flattened to a line or a point")
  func zeroScaleIsSingular() {
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    let (reason, text) = passOverReason(for: singular)
    #expect(reason == .nonInvertibleTransform(singular))
    #expect(text.contains("flattened to a line or a point"))
  }

  @Test("NaN or infinite transform entries are traced as non-finite geometry")
  func nonFiniteTransform() {
    #expect(passOverReason(for: CGAffineTransform(scaleX: .nan, y: 1)).0 == .nonFiniteGeometry)
    #expect(passOverReason(for: CGAffineTransform(scaleX: .infinity, y: 1)).0 == .nonFiniteGeometry)
  }

  @Test("an invertible transform that maps the point to infinity passes the view over as non-finite geometry")
  func convertedPointOverflows() {
    let window = makeWindow()
    let box = makeView(CGRect(x: 10, y: 10, width: 50, height: 50), "box", in: window)
    // Invertible (determinant 1e-307), but its inverse scales x by 1e307: 30 pt left of the center is −3e308.
    box.transform = CGAffineTransform(scaleX: 1e-307, y: 1)
    let trace = window.hitTestTrace(at: CGPoint(x: 5, y: 30))
    let reasons = trace.steps.compactMap { step -> HitTestTrace.SkipReason? in
      if case .passedOver(let reason) = step.kind, step.view === box { return reason }
      return nil
    }
    #expect(reasons == [.nonFiniteGeometry], "passed over before it is searched, not skipped inside it")
    #expect(trace.result === window)
    #expect(window.hitTest(CGPoint(x: 5, y: 30), with: nil) === window)
  }

  @Test("explainMiss names an overflowing transform on an ancestor")
  func explainMissNamesOverflow() {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "card", in: window)
    let button = makeView(CGRect(x: 10, y: 10, width: 30, height: 30), "button", in: card)
    card.transform = CGAffineTransform(scaleX: 1e300, y: 1e300)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 25, y: 25))
    #expect(
      explanation.description.hasPrefix(
        "button did not get the touch at (25, 25): its ancestor card was not tried because it has a "
          + "transform too large to invert in floating point"))
  }
}
