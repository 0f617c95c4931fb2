import Testing

@testable import HitTestKit

/// A subview whose class overrides nothing.
private final class UnremarkableView: View {}

/// The traced search records a miss of a subview whose class is `View` itself without calling it: the trace must
/// read exactly as when the subview's own `hitTest(_:with:)` runs (a subclass that overrides nothing takes that
/// path).
@Suite struct HitTestPlainMissTests {
  /// A window holding `subview` at (20, 30, 40, 50), with a plain view in front of it that the point also misses.
  private func trace(around subview: View, at point: CGPoint) -> HitTestTrace {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.name = "window"
    subview.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
    subview.name = "subview"
    window.addSubview(subview)
    let front = View(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    front.name = "front"
    window.addSubview(front)
    return window.hitTestTrace(at: point)
  }

  @Test(
    "a plain subview the point misses is traced exactly as a subclass's that overrides nothing",
    arguments: [CGPoint(x: 5, y: 5), CGPoint(x: 60, y: 30), CGPoint(x: 20, y: 80), CGPoint(x: 150, y: 150)])
  func plainMissReadsAsACalledMiss(point: CGPoint) {
    let plain = trace(around: View(frame: .zero), at: point)
    let subclass = trace(around: UnremarkableView(frame: .zero), at: point)
    #expect(plain.description == subclass.description)
    #expect(plain.visitedViewCount == subclass.visitedViewCount)
    #expect(plain.visitedViewCount == 3)
    #expect(plain.log.invariantViolations().isEmpty)
    #expect(plain.steps.count == subclass.steps.count)
    #expect(plain.description.contains("subview ("))
  }

  @Test("a plain subview the point hits, or a hidden one, is still called and traced step by step")
  func plainHitAndHiddenAreCalled() {
    let plain = trace(around: View(frame: .zero), at: CGPoint(x: 30, y: 40))
    let subclass = trace(around: UnremarkableView(frame: .zero), at: CGPoint(x: 30, y: 40))
    #expect(plain.description == subclass.description)
    #expect(plain.result?.name == "subview")
    let hidden = View(frame: .zero)
    hidden.isHidden = true
    let hiddenSubclass = UnremarkableView(frame: .zero)
    hiddenSubclass.isHidden = true
    let hiddenTrace = trace(around: hidden, at: CGPoint(x: 5, y: 5))
    #expect(hiddenTrace.description == trace(around: hiddenSubclass, at: CGPoint(x: 5, y: 5)).description)
    #expect(hiddenTrace.log.invariantViolations().isEmpty)
  }
}
