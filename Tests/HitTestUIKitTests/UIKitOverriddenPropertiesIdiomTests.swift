import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// Members that UIKit declares `open` and apps override, written as apps write them: a button that dims itself when
// disabled, a cell-like view that restyles when selected, views that watch their frame and bounds, a container that
// forwards added subviews to its content view, a scroll view that watches its offset, and a controller that logs its
// containment. Each compiled against UIKit unchanged; here, each is also checked to be called when UIKit calls it.

/// A button that dims itself when disabled, the most common `isEnabled` override.
private final class DimmingButton: UIButton {
  var selections: [Bool] = []

  override var isEnabled: Bool {
    didSet { alpha = isEnabled ? 1 : 0.5 }
  }

  override var isSelected: Bool {
    didSet { selections.append(isSelected) }
  }
}

/// A view that records what UIKit tells it about its geometry and its subviews.
private final class WatchingView: UIView {
  var log: [String] = []

  override var frame: CGRect {
    didSet { log.append("frame \(frame.width)×\(frame.height)") }
  }

  override var bounds: CGRect {
    didSet { log.append("bounds \(bounds.width)×\(bounds.height)") }
  }

  override var center: CGPoint {
    didSet { log.append("center \(center.x),\(center.y)") }
  }

  override var isHidden: Bool {
    didSet { log.append("hidden \(isHidden)") }
  }

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    log.append("didAdd \(subview.tag)")
  }

  override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    log.append("willRemove \(subview.tag) (still a subview: \(subviews.contains(subview)))")
  }
}

/// A subview that records its own hierarchy notices, to place the superview's between them.
private final class NoticedView: UIView {
  var log: (String) -> Void = { _ in }

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    log("willMove(toSuperview:) \(tag)")
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    log("didMoveToSuperview \(tag)")
  }
}

/// A card whose subviews go into its content view, a pattern of container views.
private final class CardView: UIView {
  let contentView = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))

  override init(frame: CGRect) {
    super.init(frame: frame)
    super.addSubview(contentView)
  }

  required init?(coder: NSCoder) { nil }

  override func addSubview(_ view: UIView) {
    contentView.addSubview(view)
  }
}

/// A scroll view that records its offsets, as parallax headers do.
private final class WatchingScrollView: UIScrollView {
  var offsets: [CGFloat] = []

  override var contentOffset: CGPoint {
    didSet { offsets.append(contentOffset.y) }
  }
}

/// A controller that logs its containment calls.
private final class LoggingViewController: UIViewController {
  var log: [String] = []

  override func addChild(_ childController: UIViewController) {
    log.append("addChild")
    super.addChild(childController)
  }

  override func removeFromParent() {
    log.append("removeFromParent")
    super.removeFromParent()
  }
}

/// A view that keeps a record of its background colours, as a cell restyling itself does.
private final class ColourWatchingView: UIView {
  var backgrounds: [UIColor?] = []
  var tints = 0

  override var backgroundColor: UIColor? {
    didSet { backgrounds.append(backgroundColor) }
  }

  override var tintColor: UIColor! {
    didSet { tints += 1 }
  }
}

/// A view whose `isHidden` and `alpha` getters answer something other than what was stored.
private final class MisreportingView: UIView {
  override var isHidden: Bool {
    get { true }
    set { super.isHidden = newValue }
  }

  override var alpha: CGFloat {
    get { 0 }
    set { super.alpha = newValue }
  }
}

@Suite struct UIKitOverriddenPropertiesIdiomTests {
  @Test("a button overriding isEnabled dims itself when disabled, and the disabled button gets no tap")
  func dimmingButton() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let button = DimmingButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    window.addSubview(button)
    let app = UIApplication(window: window)
    button.isEnabled = false
    #expect(button.alpha == 0.5)
    try app.tap(at: CGPoint(x: 70, y: 42))
    #expect(taps == 0)
    button.isEnabled = true
    #expect(button.alpha == 1)
    try app.tap(at: CGPoint(x: 70, y: 42))
    #expect(taps == 1)
    button.isSelected = true
    button.isSelected = false
    #expect(button.selections == [true, false])
  }

  @Test("frame, bounds and center observers each hear their own property only, as in UIKit")
  func geometryObservers() {
    let view = WatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.log = []
    view.frame = CGRect(x: 10, y: 10, width: 200, height: 80)
    #expect(
      view.log == ["frame 200.0×80.0"], "setting the frame calls neither the bounds nor the center observer")
    view.log = []
    view.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
    #expect(view.log == ["bounds 120.0×60.0"])
    #expect(view.frame.size == CGSize(width: 120, height: 60), "the frame follows the bounds")
    view.log = []
    view.center = CGPoint(x: 5, y: 5)
    view.isHidden = true
    #expect(view.log == ["center 5.0,5.0", "hidden true"])
  }

  @Test(
    "didAddSubview follows the subview's notices; willRemoveSubview comes first, with the subview still there"
  )
  func subviewNotices() {
    let container = WatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = NoticedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.tag = 7
    child.log = { [unowned container] in container.log.append($0) }
    container.addSubview(child)
    #expect(container.log == ["willMove(toSuperview:) 7", "didMoveToSuperview 7", "didAdd 7"])
    container.log = []
    container.bringSubviewToFront(child)
    container.addSubview(child)
    #expect(container.log.isEmpty, "a subview reordered within its superview gets no notice")
    child.removeFromSuperview()
    #expect(
      container.log == [
        "willRemove 7 (still a subview: true)", "willMove(toSuperview:) 7", "didMoveToSuperview 7",
      ])
  }

  @Test(
    "a subview moved to another view: the old superview hears willRemoveSubview, the new one didAddSubview")
  func subviewMovedBetweenSuperviews() {
    let first = WatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = WatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.tag = 3
    first.addSubview(child)
    second.insertSubview(child, at: 0)
    #expect(first.log == ["didAdd 3", "willRemove 3 (still a subview: true)"])
    #expect(second.log == ["didAdd 3"])
  }

  @Test("a container overriding addSubview puts added views in its content view, where taps find them")
  func forwardingAddSubview() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = CardView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    card.addSubview(button)
    window.addSubview(card)
    #expect(button.superview === card.contentView)
    #expect(card.subviews.count == 1)
    let app = UIApplication(window: window)
    try app.tap(at: CGPoint(x: 50, y: 130))  // the card's content view starts at (10, 110)
    #expect(taps == 1)
  }

  @Test("a scroll view overriding contentOffset hears every offset a drag sets")
  func watchingScrollView() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView = WatchingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    window.addSubview(scrollView)
    let app = UIApplication(window: window)
    try app.drag(
      from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 200), duration: .milliseconds(300), steps: 10)
    try app.wait(.seconds(3))
    #expect(scrollView.offsets.count > 10, "the drag's moves and the deceleration's frames")
    #expect(scrollView.offsets.last == scrollView.contentOffset.y)
    #expect(scrollView.contentOffset.y > 300)
  }

  @Test(
    "a controller overriding addChild and removeFromParent is called when a push takes it from its old parent"
  )
  func containmentOverrides() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let pushed = LoggingViewController()
    let logging = LoggingViewController()
    logging.addChild(pushed)
    navigation.pushViewController(pushed, animated: false)
    #expect(logging.log == ["addChild"])
    #expect(pushed.log == ["removeFromParent"], "the push took it from its old parent through the override")
    #expect(pushed.parent === navigation)
  }

  @Test("getters that answer otherwise do not decide the hit test, traced or not: the stored values do")
  func overriddenGettersDoNotDecide() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = MisreportingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    #expect(window.hitTestTrace(at: CGPoint(x: 50, y: 50)).result === view)
    view.alpha = 0.005  // stored: now the view is skipped, and the trace names the stored reason
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    let trace = window.hitTestTrace(at: CGPoint(x: 50, y: 50))
    let skips = trace.steps.compactMap { step -> HitTestTrace.SkipReason? in
      if case .skipped(let reason) = step.kind { return reason }
      return nil
    }
    #expect(skips == [.alphaBelowMinimum(0.005)], "not the getter's `isHidden`, nor its alpha of 0")
  }

  @Test("backgroundColor and tintColor can be observed, and the view still takes touches with any background")
  func colourObservers() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = ColourWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    view.backgroundColor = .red
    view.backgroundColor = nil
    view.tintColor = .green
    #expect(view.backgrounds == [.red, nil])
    #expect(view.tints == 1)
    #expect(view.tintColor == .green)
    #expect(
      window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view,
      "drawing only: a nil background takes touches")
  }
}

@Suite struct UIViewTagIdiomTests {
  @Test(
    "viewWithTag finds the view itself first, then depth first in subview order, and nil when none has it")
  func viewWithTag() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let left = UIView()
    let leftChild = UIView()
    let right = UIView()
    left.tag = 1
    leftChild.tag = 2
    right.tag = 2
    left.addSubview(leftChild)
    root.addSubview(left)
    root.addSubview(right)
    #expect(root.viewWithTag(0) === root, "an untagged view reads 0 and matches itself")
    #expect(root.viewWithTag(1) === left)
    #expect(
      root.viewWithTag(2) === leftChild, "the first subview's subtree is searched before the next subview")
    #expect(right.viewWithTag(2) === right)
    #expect(root.viewWithTag(3) == nil)
    #expect(
      left.viewWithTag(2) === leftChild && leftChild.viewWithTag(1) == nil, "only the subtree is searched")
  }

  @Test("a button found by its tag in an action handler is the one tapped")
  func tagInAHandler() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var tapped: [Int] = []
    for index in 1...3 {
      let button = UIButton(frame: CGRect(x: 20, y: CGFloat(index) * 60, width: 200, height: 44))
      button.tag = index
      button.addAction(
        UIAction { action in tapped.append((action.sender as? UIView)?.tag ?? -1) }, for: .touchUpInside)
      window.addSubview(button)
    }
    let app = UIApplication(window: window)
    try app.tap(at: CGPoint(x: 100, y: 142))
    #expect(tapped == [2])
    #expect(window.viewWithTag(3)?.frame.minY == 180)
  }

  @Test("a deep chain is searched without recursion")
  func deepChain() {
    let root = UIView()
    var last = root
    for _ in 0..<100_000 {
      let next = UIView()
      last.addSubview(next)
      last = next
    }
    last.tag = 42
    #expect(root.viewWithTag(42) === last)
  }
}

/// A badge that asks for at least Apple's 44 pt touch target, the usual `sizeThatFits` override.
private final class BadgeView: UIView {
  var drawn = 0

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, 44), height: max(size.height, 44))
  }

  override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

  override func draw(_ rect: CGRect) { drawn += 1 }

  override func awakeFromNib() {
    super.awakeFromNib()
    drawn = -1
  }
}

@Suite struct UIViewSizingIdiomTests {
  @Test("sizeToFit asks sizeThatFits and keeps the top-left corner, and the new size takes touches")
  func sizeToFitGrowsTheTouchArea() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let badge = BadgeView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    window.addSubview(badge)
    #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === window)
    badge.sizeToFit()
    #expect(badge.frame == CGRect(x: 100, y: 100, width: 44, height: 44))
    #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === badge)
    #expect(badge.intrinsicContentSize == CGSize(width: 44, height: 44))
    #expect(badge.drawn == 0, "HitTestKit draws no content and loads no nib")
  }

  @Test("a plain view fits its own size; its intrinsic size is noIntrinsicMetric (−1) both ways")
  func plainViewDefaults() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 40))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("under a rotation, sizeToFit keeps the center")
  func sizeToFitUnderATransform() {
    let badge = BadgeView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
    badge.sizeToFit()
    #expect(badge.bounds.size == CGSize(width: 44, height: 44))
    #expect(badge.center == CGPoint(x: 110, y: 110))
  }
}

/// A view whose `sizeThatFits` answers a size given from outside, to feed `sizeToFit` bad values.
private final class FittingView: UIView {
  var fitting = CGSize.zero

  override func sizeThatFits(_ size: CGSize) -> CGSize { fitting }
}

@Suite struct UIViewSizeToFitBadInputTests {
  @Test("a NaN or infinite fitting size is applied as a frame would be: no trap, and the view takes no touch")
  func nonFiniteFittingSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    for bad in [CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity)] {
      let view = FittingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      window.addSubview(view)
      view.fitting = bad
      view.sizeToFit()
      #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) !== view)
      view.removeFromSuperview()
    }
  }

  @Test("a negative fitting size is standardized as a frame is: the corner moves, the size is positive")
  func negativeFittingSize() {
    let view = FittingView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    view.fitting = CGSize(width: -30, height: 40)
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 70, y: 100, width: 30, height: 40))
  }
}
