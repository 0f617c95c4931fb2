import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A filter screen presented over a list, as apps write it: its "Apply" button sends its action with a nil target, and
// the list that presented it handles the action, found up the responder chain through the presenting controller.

private final class FilterViewController: UIViewController {
  let applyButton = UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50))

  override func viewDidLoad() {
    super.viewDidLoad()
    applyButton.addTarget(nil, action: Selector(ListViewController.applyFilters), for: .touchUpInside)
    view.addSubview(applyButton)
  }
}

private final class ListViewController: UIViewController {
  var applied = 0
  var unhandledTouches = 0

  func applyFilters() { applied += 1 }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    unhandledTouches += 1
  }
}

@Suite struct UIPresentedResponderChainIdiomTests {
  @Test("a presented screen's nil-target action and unhandled touches reach the controller that presented it")
  func presentedScreenReachesItsPresenter() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = ListViewController()
    window.rootViewController = list
    let app = UIApplication(window: window)
    let filters = FilterViewController()
    filters.modalPresentationStyle = .fullScreen
    list.present(filters, animated: false)
    #expect(filters.next === list)
    try app.tap(at: CGPoint(x: 195, y: 725))
    #expect(list.applied == 1)
    try app.tap(at: CGPoint(x: 195, y: 300))
    #expect(list.unhandledTouches == 1)
  }
}
