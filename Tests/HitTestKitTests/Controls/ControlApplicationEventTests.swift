import HitTestKit
import Testing

/// An app's own control events (UIKit's `applicationReserved` range, bits 24–27) go to the actions added for them,
/// as UIKit's named events do.
@Suite struct ControlApplicationEventTests {
  /// An event an app defines for itself, as `UIControl.Event(rawValue: 1 << 24)`.
  static let ratingChanged = ControlEvent(rawValue: 1 << 24)
  /// A second one.
  static let ratingCleared = ControlEvent(rawValue: 1 << 25)

  @Test("sendActions(for:) with an app's own event calls the actions added for it, and for allEvents")
  func applicationEventReachesItsActions() {
    let control = Control(frame: .zero)
    var calls: [String] = []
    control.addAction(for: Self.ratingChanged) { _ in calls.append("rating") }
    control.addAction(for: .allEvents) { _ in calls.append("all") }
    control.addAction(for: .touchUpInside) { _ in calls.append("touchUpInside") }
    control.addAction(for: Self.ratingCleared) { _ in calls.append("cleared") }
    control.sendActions(for: Self.ratingChanged)
    #expect(calls == ["rating", "all"])
  }

  @Test("several events sent at once run in bit order, each event's actions in the order they were added")
  func severalEventsInBitOrder() {
    let control = Control(frame: .zero)
    var calls: [String] = []
    control.addAction(for: Self.ratingCleared) { _ in calls.append("cleared") }
    control.addAction(for: Self.ratingChanged) { _ in calls.append("rating") }
    control.addAction(for: .valueChanged) { _ in calls.append("value") }
    control.addAction(for: [.valueChanged, Self.ratingChanged]) { _ in calls.append("both") }
    control.sendActions(for: [Self.ratingCleared, .valueChanged, Self.ratingChanged])
    // valueChanged is bit 12, ratingChanged 24, ratingCleared 25.
    #expect(calls == ["value", "both", "rating", "both", "cleared"])
  }

  @Test("an app's own event sent inside an application is traced under its value")
  func applicationEventTraced() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = Application(window: window)
    let control = Control(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    control.name = "stars"
    window.addSubview(control)
    var calls = 0
    control.addAction(for: Self.ratingChanged) { _ in calls += 1 }
    control.sendActions(for: Self.ratingChanged)
    #expect(calls == 1)
    #expect(app.trace.lines.contains { $0.contains("stars sends 0x1000000") }, "\(app.trace.lines)")
  }
}
