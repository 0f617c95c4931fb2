import HitTestKit
import Testing

/// A controller that records the lifecycle calls it gets, and its root view's layout among them.
private final class LifecycleController: ViewController {
  var calls: [String] = []
  final class RootView: View {
    var onLayout: () -> Void = {}
    override func layoutSubviews() { onLayout() }
  }
  override func loadView() {
    let root = RootView(frame: .zero)
    root.onLayout = { [unowned self] in calls.append("layoutSubviews") }
    view = root
  }
  override func viewDidLoad() { calls.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
  override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews:\(view.bounds.width)") }
}

@Suite struct ViewControllerLifecycleTests {
  @Test("a root view controller loads, appears, and hears of its view's layout before and after, as in UIKit")
  func lifecycleOrder() {
    let window = makeWindow()
    let first = LifecycleController()
    window.rootViewController = first
    window.layoutIfNeeded()
    #expect(
      first.calls == [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "layoutSubviews",
        "viewDidLayoutSubviews:320.0",
      ])
    let second = LifecycleController()
    window.rootViewController = second
    #expect(first.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    window.rootViewController = second  // the same controller again: nothing happens
    #expect(second.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }
}
