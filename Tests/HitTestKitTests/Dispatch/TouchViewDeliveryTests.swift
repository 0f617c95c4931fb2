import Testing

@testable import HitTestKit

/// The dispatcher's entry points for a touch's delivery state (in `Dispatch/Dispatcher+ViewDelivery.swift`): the only code
/// besides the dispatcher's own that writes `Touch.delivery`.
@Suite struct TouchViewDeliveryTests {
  private func touch(status: ViewDelivery.Status, held: ViewDelivery.HeldPhases = []) -> Touch {
    let touch = Touch(finger: 1, location: .zero, timestamp: 0, tapCount: 1)
    touch.delivery.status = status
    touch.delivery.held = held
    return touch
  }

  @Test("taking a touch its view has not seen withholds it and drops its held phases")
  func takeBeforeView() {
    let touch = touch(status: .notStarted, held: [.began])
    #expect(touch.isAwaitingView)
    #expect(touch.takeFromView() == .withheld)
    #expect(touch.delivery.status == .taken)
    #expect(touch.delivery.held.isEmpty)
    #expect(!touch.delivery.needsCancellation)
    #expect(!touch.isAwaitingView)
  }

  @Test("taking a touch its view tracks owes the view a cancellation")
  func takeFromTrackingView() {
    let touch = touch(status: .delivering, held: [.ended])
    #expect(touch.isTrackedByView)
    #expect(touch.takeFromView() == .cancelled)
    #expect(touch.delivery.needsCancellation)
    #expect(touch.delivery.held.isEmpty)
    #expect(touch.delivery.status == .delivering, "the status changes when the cancellation is delivered")
  }

  @Test(
    "a touch whose delivery has ended cannot be taken",
    arguments: [ViewDelivery.Status.finished, .taken, .blocked])
  func takeAfterEnd(status: ViewDelivery.Status) {
    let touch = touch(status: status)
    #expect(touch.takeFromView() == nil)
    #expect(touch.delivery.status == status)
    #expect(!touch.delivery.needsCancellation)
  }

  @Test("withholding a touch from its view blocks it")
  func withhold() {
    let touch = touch(status: .notStarted)
    touch.withholdFromView()
    #expect(touch.delivery.status == .blocked)
    #expect(!touch.isAwaitingView && !touch.isTrackedByView)
  }
}
