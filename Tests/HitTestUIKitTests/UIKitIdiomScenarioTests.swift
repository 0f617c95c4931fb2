import Testing

#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import HitTestUIKit
#endif

// Scenario tests written as UIKit code is written (UIKit's names, the conditional import), for the behaviours
// the public UIKit snippets measured in /work/notes/uikit-names.md rely on. Our own code, in their idiom.

/// A view that lets touches through where it has no subview: `hitView == self ? nil : hitView`.
private final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    return hitView == self ? nil : hitView
  }
}

/// A window that lets touches through its root view controller's view, to the window behind.
private final class PassThroughWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hitView = super.hitTest(point, with: event) else { return nil }
    return rootViewController?.view == hitView ? nil : hitView
  }
}

/// A button that answers touches up to `extendRadius` beyond its bounds.
private final class ExpandedButton: UIButton {
  var extendRadius: CGFloat = 10

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if bounds.insetBy(dx: -extendRadius, dy: -extendRadius).contains(point) { return true }
    return super.point(inside: point, with: event)
  }
}

/// A round button: only the oval answers touches.
private final class CircleButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    UIBezierPath(ovalIn: bounds).contains(point)
  }
}

/// Recognizes as soon as a finger touches down (the classic "touch-down" recognizer).
private final class TouchDownGestureRecognizer: UIGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .recognized }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

/// A double-tap recognizer that configures itself in UIKit's designated initializer and is its own delegate.
private final class DoubleTapGestureRecognizer: UITapGestureRecognizer, UIGestureRecognizerDelegate {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    numberOfTapsRequired = 2
    delegate = self
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

/// A view controller whose action method is named with `Selector(Self.…)`, the rewrite of `#selector`.
private final class ZoomViewController: UIViewController {
  var zooms = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(DoubleTapGestureRecognizer(target: self, action: Selector(Self.zoom(_:))))
  }

  func zoom(_ sender: UITapGestureRecognizer) {
    if sender.state == .ended { zooms += 1 }
  }
}

/// A back-swipe recognizer: a screen-edge pan from the left edge, set up in UIKit's designated initializer.
private final class BackSwipeGestureRecognizer: UIScreenEdgePanGestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    edges = .left
  }
}

/// Counts the back swipes its recognizer reports as ended.
private final class BackSwipeCounter {
  var swipes = 0
  func swiped(_ sender: UIScreenEdgePanGestureRecognizer) {
    if sender.state == .ended { swipes += 1 }
  }
}

/// A pan that only begins for vertical movement and reports no horizontal translation.
private final class VerticalPanGestureRecognizer: UIPanGestureRecognizer {
  private var start: CGPoint = .zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    start = touches.first!.location(in: view?.superview)
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible {
      let location = touches.first!.location(in: view?.superview)
      if abs(location.x - start.x) >= abs(location.y - start.y) { state = .failed }
    }
    super.touchesMoved(touches, with: event)
  }

  override func translation(in view: UIView?) -> CGPoint {
    var translation = super.translation(in: view)
    translation.x = 0
    return translation
  }
}

/// A delegate that keeps a recognizer off controls, so buttons keep their own taps.
private final class IgnoreControlsDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    !(touch.view is UIControl)
  }
}

/// A control that records its tracking calls and calls super, discarding its results.
private final class TrackingControl: UIControl {
  var calls: [String] = []

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("begin")
    super.beginTracking(touch, with: event)
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("continue")
    super.continueTracking(touch, with: event)
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    calls.append("end")
    super.endTracking(touch, with: event)
  }
}

/// A scroll view that lets controls lose their touch when the user scrolls, without delaying them.
private final class NoDelayScrollView: UIScrollView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    delaysContentTouches = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func touchesShouldCancel(in view: UIView) -> Bool {
    view is UIControl ? true : super.touchesShouldCancel(in: view)
  }
}

/// Makes a 320 × 480 window in an application.
private func makeApp(_ window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
  -> (UIApplication, UIWindow)
{
  (UIApplication(window: window), window)
}

@Suite struct UIKitIdiomScenarioTests {
  @Test("a pass-through view returns nil where it has no subview, so the view behind gets the touch")
  func passThroughView() throws {
    let (app, window) = makeApp()
    let behind = UIView(frame: window.bounds)
    let overlay = PassThroughView(frame: window.bounds)
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 44, height: 44))
    window.addSubview(behind)
    window.addSubview(overlay)
    overlay.addSubview(button)
    #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) == button)
    #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) == behind)
    _ = app
  }

  @Test("a pass-through window lets touches on its root view reach the window behind")
  func passThroughWindow() throws {
    let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let (app, _) = makeApp(main)
    let mainButton = UIButton(frame: CGRect(x: 100, y: 300, width: 44, height: 44))
    main.addSubview(mainButton)
    var mainTaps = 0
    mainButton.addAction(for: .touchUpInside) { _ in mainTaps += 1 }

    let overlayWindow = PassThroughWindow(frame: main.bounds)
    let controller = UIViewController()
    overlayWindow.rootViewController = controller
    let toast = UIButton(frame: CGRect(x: 20, y: 20, width: 280, height: 44))
    controller.view.addSubview(toast)
    var toastTaps = 0
    toast.addAction(for: .touchUpInside) { _ in toastTaps += 1 }
    app.addWindow(overlayWindow)

    try app.tap(at: CGPoint(x: 120, y: 320))
    try app.tap(at: CGPoint(x: 40, y: 40))
    #expect(mainTaps == 1)
    #expect(toastTaps == 1)
  }

  @Test("an expanded button takes a tap 8 pt outside its bounds; a circle button refuses its corner")
  func shapedButtons() throws {
    let (app, window) = makeApp()
    let expanded = ExpandedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    let circle = CircleButton(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
    window.addSubview(expanded)
    window.addSubview(circle)
    var taps: [String] = []
    expanded.addAction(for: .touchUpInside) { _ in taps.append("expanded") }
    circle.addAction(for: .touchUpInside) { _ in taps.append("circle") }
    try app.tap(at: CGPoint(x: 92, y: 110))
    try app.tap(at: CGPoint(x: 202, y: 202))
    try app.tap(at: CGPoint(x: 230, y: 230))
    #expect(taps == ["expanded", "circle"])
  }

  @Test("a touch-down recognizer set to .recognized fires at touch-down, before the finger lifts")
  func touchDownRecognizer() throws {
    let (app, window) = makeApp()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(card)
    let recognizer = TouchDownGestureRecognizer()
    var states: [UIGestureRecognizer.State] = []
    recognizer.addTarget { states.append($0.state) }
    card.addGestureRecognizer(recognizer)
    try app.touchDown(at: CGPoint(x: 50, y: 50))
    #expect(states == [.recognized])
    try app.touchUp()
  }

  @Test("a vertical pan subclass fails on a horizontal drag and reports no horizontal translation")
  func verticalPan() throws {
    let (app, window) = makeApp()
    let sheet = UIView(frame: window.bounds)
    window.addSubview(sheet)
    let pan = VerticalPanGestureRecognizer()
    var translations: [CGPoint] = []
    pan.addTarget { [weak sheet] recognizer in  // weak: the sheet keeps the pan, which keeps this closure
      translations.append((recognizer as! UIPanGestureRecognizer).translation(in: sheet))
    }
    sheet.addGestureRecognizer(pan)
    try app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 110))
    #expect(translations.isEmpty)
    try app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 110, y: 200))
    #expect(!translations.isEmpty)
    #expect(translations.allSatisfy { $0.x == 0 })
  }

  @Test("a delegate that refuses touches on controls keeps a background tap off the button")
  func delegateSkipsControls() throws {
    let (app, window) = makeApp()
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 44, height: 44))
    window.addSubview(button)
    let delegate = IgnoreControlsDelegate()
    let tap = UITapGestureRecognizer()
    tap.delegate = delegate
    var backgroundTaps = 0
    tap.addTarget { _ in backgroundTaps += 1 }
    window.addGestureRecognizer(tap)
    var buttonTaps = 0
    button.addAction(for: .touchUpInside) { _ in buttonTaps += 1 }
    try app.tap(at: CGPoint(x: 30, y: 30))
    try app.tap(at: CGPoint(x: 200, y: 200))
    #expect(buttonTaps == 1)
    #expect(backgroundTaps == 1)
  }

  @Test("a control subclass that calls super.beginTracking and super.continueTracking tracks the drag")
  func trackingControl() throws {
    let (app, window) = makeApp()
    let control = TrackingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(control)
    try app.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 2)
    #expect(control.calls == ["begin", "continue", "continue", "end"])
  }

  @Test("a scroll view with delaysContentTouches false cancels a button's touch when the drag scrolls")
  func noDelayScrollView() throws {
    let (app, window) = makeApp()
    let scroll = NoDelayScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 320, height: 2000)
    window.addSubview(scroll)
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
    scroll.addSubview(button)
    var events: [String] = []
    button.addAction(for: .touchDown) { _ in events.append("touchDown") }
    button.addAction(for: .touchCancel) { _ in events.append("touchCancel") }
    button.addAction(for: .touchUpInside) { _ in events.append("touchUpInside") }
    try app.touchDown(at: CGPoint(x: 100, y: 130))
    #expect(events == ["touchDown"])  // at once: no content-touch delay
    for y in stride(from: 120, through: 40, by: -20) { try app.move(to: CGPoint(x: 100, y: y)) }
    try app.touchUp()
    #expect(events == ["touchDown", "touchCancel"])
    #expect(scroll.contentOffset.y > 0)
  }

  @Test("a tap subclass that overrides init(target:action:) sends its action to a view controller's method")
  func doubleTapSubclass() throws {
    let (app, window) = makeApp()
    let controller = ZoomViewController()
    window.rootViewController = controller
    try app.doubleTap(at: CGPoint(x: 160, y: 240))
    #expect(controller.zooms == 1)
  }

  @Test("an action whose method belongs to another class stops with a precondition failure, as in UIKit")
  func unrecognizedSelector() async {
    await #expect(processExitsWith: .failure) {
      let tap = UITapGestureRecognizer()
      tap.addTarget(UIView(), action: Selector(ZoomViewController.zoom(_:)))
    }
  }

  @Test("a screen-edge pan subclass set up in init(target:action:) recognizes a swipe from its edge only")
  func backSwipe() throws {
    let (app, window) = makeApp()
    let counter = BackSwipeCounter()
    window.addGestureRecognizer(
      BackSwipeGestureRecognizer(target: counter, action: Selector(BackSwipeCounter.swiped)))
    try app.drag(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 200, y: 200))
    try app.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200))
    #expect(counter.swipes == 1)
  }

  @Test("identity equality: a view equals only itself, and a set of views holds each once")
  func identityEquality() {
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
    #expect(UIButton(frame: .zero).isKind(of: UIControl.self))
    #expect(!UIButton(frame: .zero).isMember(of: UIControl.self))
    #expect(UIButton(frame: .zero).isMember(of: UIButton.self))
  }
}
