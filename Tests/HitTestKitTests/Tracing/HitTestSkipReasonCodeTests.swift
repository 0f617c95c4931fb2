import Testing

@testable import HitTestKit

/// A skip whose reason carries no value is stored in its entry as a number: every such reason must read back as
/// itself, a reason with a value must keep its value, and no other number may decode.
@Suite struct HitTestSkipReasonCodeTests {
  @Test("every skip reason without a value reads back from its code, and no other code decodes")
  func plainCodesRoundTrip() {
    let plain: [HitTestTrace.SkipReason] = [
      .hidden, .userInteractionDisabled, .disabledControl, .removedDuringHitTest, .nonFiniteGeometry,
    ]
    for reason in plain {
      let code = reason.plainCode
      #expect(code != nil, "\(reason)")
      #expect(code.flatMap(HitTestTrace.SkipReason.init(plainCode:)) == reason)
    }
    #expect(Set(plain.compactMap(\.plainCode)).count == plain.count, "one code per reason")
    let withValues: [HitTestTrace.SkipReason] = [
      .alphaBelowMinimum(0.005), .nonInvertibleTransform(CGAffineTransform(scaleX: 0, y: 1)),
      .animating(timeLeft: 0.25), .nonFinitePoint(CGPoint(x: CGFloat.nan, y: 0)),
    ]
    for reason in withValues { #expect(reason.plainCode == nil, "\(reason)") }
    #expect(HitTestTrace.SkipReason(plainCode: -1) == nil)
    #expect(HitTestTrace.SkipReason(plainCode: 5) == nil)
  }

  @Test("a disabled view and a transparent one are traced with their reasons, the log's rules holding")
  func skippedStepsReadBack() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let disabled = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    disabled.isUserInteractionEnabled = false
    let faint = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    faint.alpha = 0.005
    window.addSubview(disabled)
    window.addSubview(faint)
    let trace = window.hitTestTrace(at: CGPoint(x: 10, y: 10))
    #expect(trace.log.invariantViolations().isEmpty)
    let skips = trace.steps.compactMap { step -> HitTestTrace.SkipReason? in
      if case .skipped(let reason) = step.kind { return reason }
      return nil
    }
    #expect(skips == [.alphaBelowMinimum(0.005), .userInteractionDisabled])
    #expect(trace.result === window)
  }
}
