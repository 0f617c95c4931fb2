import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// UIKit API that apps use less often than push, pop and tap, written as apps write it: popping to a given screen,
// replacing the stack, the visible controller under a presentation, a child controller's containment, a window that
// sees every event (a touch-indicator overlay), and one target for every touch event.

private final class ScreenViewController: UIViewController {
  let label: String
  let button = UIButton(frame: CGRect(x: 20, y: 400, width: 350, height: 50))
  var taps = 0

  init(_ label: String) {
    self.label = label
    super.init(nibName: nil, bundle: nil)
    title = label
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    view.addSubview(button)
  }
}

/// A window that counts the phases of every touch it sends, as touch-indicator libraries do.
private final class IndicatorWindow: UIWindow {
  var phases: [UITouch.Phase] = []

  override func sendEvent(_ event: UIEvent) {
    for touch in event.allTouches ?? [] { phases.append(touch.phase) }
    super.sendEvent(event)
  }
}

@Suite struct UIKitLessUsedAPIIdiomTests {
  private func makeStack() -> (UIApplication, UINavigationController, [ScreenViewController]) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screens = ["A", "B", "C"].map(ScreenViewController.init)
    let navigation = UINavigationController(rootViewController: screens[0])
    window.rootViewController = navigation
    navigation.pushViewController(screens[1], animated: false)
    navigation.pushViewController(screens[2], animated: false)
    return (UIApplication(window: window), navigation, screens)
  }

  @Test("popToViewController pops the screens above, returns them, and taps reach the screen it popped to")
  func popToAScreen() throws {
    let (app, navigation, screens) = makeStack()
    let popped = navigation.popToViewController(screens[0], animated: false)
    #expect(popped?.map { ($0 as? ScreenViewController)?.label } == ["B", "C"])
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.popToViewController(ScreenViewController("D"), animated: false) == nil)
    try app.tap(at: CGPoint(x: 195, y: 425))
    #expect(screens[0].taps == 1 && screens[2].taps == 0)
  }

  @Test("setViewControllers replaces the stack, and taps reach its new top")
  func replaceTheStack() throws {
    let (app, navigation, screens) = makeStack()
    let other = ScreenViewController("D")
    navigation.setViewControllers([screens[0], other], animated: false)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === other)
    #expect(screens[2].parent == nil)
    try app.tap(at: CGPoint(x: 195, y: 425))
    #expect(other.taps == 1 && screens[2].taps == 0)
  }

  @Test("visibleViewController is the presented screen over the top one")
  func visibleUnderAPresentation() throws {
    let (app, navigation, screens) = makeStack()
    #expect(navigation.visibleViewController === screens[2])
    let sheet = ScreenViewController("S")
    screens[2].present(sheet, animated: false)
    #expect(navigation.visibleViewController === sheet)
    withExtendedLifetime(app) {}
  }

  @Test("a child controller added with addChild gets its taps, and leaves with removeFromParent")
  func childContainment() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let parent = ScreenViewController("P")
    window.rootViewController = parent
    let app = UIApplication(window: window)
    let child = ScreenViewController("child")
    parent.addChild(child)
    child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    child.button.frame = CGRect(x: 20, y: 100, width: 350, height: 50)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.parent === parent)
    #expect(parent.children.count == 1)
    try app.tap(at: CGPoint(x: 195, y: 125))
    #expect(child.taps == 1)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.parent == nil && parent.children.isEmpty)
  }

  @Test("loadViewIfNeeded loads the view once; viewIfLoaded does not load it")
  func loadingTheView() {
    let screen = ScreenViewController("L")
    #expect(screen.viewIfLoaded == nil && !screen.isViewLoaded)
    screen.loadViewIfNeeded()
    let view = screen.viewIfLoaded
    #expect(view != nil)
    screen.loadViewIfNeeded()
    #expect(screen.viewIfLoaded === view)
  }

  @Test("a window subclass overriding sendEvent sees every event of a tap before its views do")
  func windowSeesEveryEvent() throws {
    let window = IndicatorWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = ScreenViewController("W")
    window.rootViewController = screen
    let app = UIApplication(window: window)
    try app.tap(at: CGPoint(x: 195, y: 425))
    #expect(window.phases == [.began, .ended])
    #expect(screen.taps == 1)
  }

  @Test("one target for allTouchEvents hears touch down, then touch up inside")
  func allTouchEvents() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let app = UIApplication(window: window)
    let button = UIButton(frame: CGRect(x: 20, y: 400, width: 350, height: 50))
    window.addSubview(button)
    var heard: [String] = []
    button.addAction(UIAction { _ in heard.append("touch event") }, for: .allTouchEvents)
    try app.tap(at: CGPoint(x: 195, y: 425))
    #expect(heard.count == 2)
    #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
    #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
  }
}
