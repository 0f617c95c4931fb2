import HitTestKit
import Testing

/// A view that logs its hierarchy notices into a shared log.
private final class NoticeView: View {
  var log: NoticeLog?
  override func willMove(toSuperview newSuperview: View?) {
    log?.entries.append("\(displayName) willMove(toSuperview: \(newSuperview?.displayName ?? "nil"))")
  }
  override func didMoveToSuperview() {
    log?.entries.append("\(displayName) didMoveToSuperview \(superview?.displayName ?? "nil")")
  }
  override func willMove(toWindow newWindow: Window?) {
    log?.entries.append("\(displayName) willMove(toWindow: \(newWindow?.displayName ?? "nil"))")
  }
  override func didMoveToWindow() {
    log?.entries.append("\(displayName) didMoveToWindow \(window?.displayName ?? "nil")")
  }
}

private final class NoticeLog {
  var entries: [String] = []
}

/// A view that refuses removal by overriding `removeFromSuperview`.
private final class StickyView: View {
  override func removeFromSuperview() {}
}

/// A control whose override of `isHighlighted` sees tracking change it.
private final class HighlightRecordingControl: Control {
  var changes: [Bool] = []
  override var isHighlighted: Bool {
    didSet { changes.append(isHighlighted) }
  }
}

/// Views hear of moves as UIKit's do: superview notices to the moved view, window notices to its whole subtree.
@Suite struct HierarchyNoticeTests {
  private func named(_ name: String, _ log: NoticeLog) -> NoticeView {
    let view = NoticeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.name = name
    view.log = log
    return view
  }

  @Test(
    "adding to a window sends willMove(toSuperview:), willMove(toWindow:) to the subtree, then the did notices"
  )
  func addingToWindowNotifiesSubtree() {
    let log = NoticeLog()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.name = "window"
    let parent = named("parent", log)
    let child = named("child", log)
    parent.addSubview(child)
    #expect(log.entries == ["child willMove(toSuperview: parent)", "child didMoveToSuperview parent"])
    log.entries = []
    window.addSubview(parent)
    #expect(
      log.entries == [
        "parent willMove(toSuperview: window)", "parent willMove(toWindow: window)",
        "child willMove(toWindow: window)", "parent didMoveToWindow window", "child didMoveToWindow window",
        "parent didMoveToSuperview window",
      ])
  }

  @Test("removing from a window sends the notices with nil; a move within the window sends no window notice")
  func removingAndMoving() {
    let log = NoticeLog()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.name = "window"
    let other = View(frame: .zero)
    other.name = "other"
    window.addSubview(other)
    let view = named("view", log)
    window.addSubview(view)
    log.entries = []
    other.addSubview(view)
    #expect(log.entries == ["view willMove(toSuperview: other)", "view didMoveToSuperview other"])
    log.entries = []
    view.removeFromSuperview()
    #expect(
      log.entries == [
        "view willMove(toSuperview: nil)", "view willMove(toWindow: nil)", "view didMoveToWindow nil",
        "view didMoveToSuperview nil",
      ])
  }

  @Test("reordering within the same superview and removing a view with no superview send nothing")
  func noNoticeWithoutChange() {
    let log = NoticeLog()
    let parent = View(frame: .zero)
    let view = named("view", log)
    parent.addSubview(view)
    parent.addSubview(View(frame: .zero))
    log.entries = []
    parent.insertSubview(view, at: 1)
    parent.bringSubviewToFront(view)
    view.removeFromSuperview()
    log.entries.removeAll { $0.contains("nil") }
    view.removeFromSuperview()
    #expect(log.entries.isEmpty)
  }

  @Test("removeFromSuperview is open: an override that does nothing keeps the view in place")
  func removeFromSuperviewOverridable() {
    let parent = View(frame: .zero)
    let sticky = StickyView(frame: .zero)
    parent.addSubview(sticky)
    sticky.removeFromSuperview()
    #expect(sticky.superview === parent)
  }

  @Test("isHighlighted is open: an override hears tracking highlight and unhighlight the control")
  func isHighlightedOverridable() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let control = HighlightRecordingControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    window.addSubview(control)
    let app = Application(window: window)
    try app.tap(at: control)
    #expect(control.changes.first == true)
    #expect(control.changes.last == false)
    #expect(control.isHighlighted == false)
  }
}
