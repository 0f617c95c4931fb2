import HitTestKit
import Testing

/// A view that lays out its one subview in `layoutSubviews`, as UIKit views whose frames depend on their bounds do.
private final class SplitView: View {
  let right = View(frame: .zero)
  var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    right.name = "right"
    addSubview(right)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    right.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

/// A controller that counts its loading calls and adds a subview in `viewDidLoad`.
private final class CountingController: ViewController {
  var loadViewCount = 0
  var viewDidLoadCount = 0

  override func loadView() {
    loadViewCount += 1
    view = View(frame: .zero)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    view.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
  }
}

/// A target with action methods of UIKit's three forms.
private final class Handler: Responder {
  var calls: [String] = []
  func refresh() { calls.append("refresh") }
  func tapped(_ sender: TapGestureRecognizer) { calls.append("tapped \(sender.state)") }
  func pressed(_ sender: Button, forEvent event: Event) {
    calls.append("pressed \(event.allTouches?.count ?? 0)")
  }
}

@Suite struct LayoutPassTests {
  @Test("frames set in layoutSubviews decide the hit test of the next event")
  func layoutBeforeEvent() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = Application(window: window)
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(split)
    #expect(split.right.frame == .zero)  // no pass yet
    var hits: [String] = []
    split.right.addGestureRecognizer(TapGestureRecognizer { _ in hits.append("right") })
    try app.tap(at: CGPoint(x: 150, y: 50))
    #expect(split.right.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    #expect(hits == ["right"])
    split.frame = CGRect(x: 0, y: 0, width: 300, height: 100)  // a new size: layout is due again
    try app.tap(at: CGPoint(x: 120, y: 50))  // left half now
    #expect(hits == ["right"])
    #expect(split.layoutCount == 2)
  }

  @Test("layoutIfNeeded runs a due layout once, parents before children; setNeedsLayout makes it due again")
  func layoutIfNeeded() {
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    split.layoutIfNeeded()
    split.layoutIfNeeded()
    #expect(split.layoutCount == 1)
    split.setNeedsLayout()
    split.layoutIfNeeded()
    #expect(split.layoutCount == 2)
    split.center = CGPoint(x: 500, y: 500)  // moving is not resizing
    split.layoutIfNeeded()
    #expect(split.layoutCount == 2)
  }

  @Test("a layout pass over a chain 5,000 views deep does not recurse")
  func deepChain() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var leaf = root
    for _ in 0..<5_000 {
      let child = View(frame: leaf.bounds)
      leaf.addSubview(child)
      leaf = child
    }
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    leaf.addSubview(split)
    root.layoutIfNeeded()
    #expect(split.layoutCount == 1)
  }
}

@Suite struct ViewControllerLoadingTests {
  @Test("the view loads on first read: loadView, then viewDidLoad, once")
  func loadsOnce() {
    let controller = CountingController()
    #expect(!controller.isViewLoaded)
    #expect(controller.next == nil)  // asking for the next responder does not load the view
    _ = controller.view
    _ = controller.view
    #expect(controller.loadViewCount == 1)
    #expect(controller.viewDidLoadCount == 1)
    #expect(controller.view.subviews.count == 1)
  }

  @Test(
    "rootViewController installs the view at the back of the window, filling it, with the controller next")
  func rootViewController() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let overlay = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(overlay)
    let controller = CountingController()
    window.rootViewController = controller
    #expect(window.subviews.first === controller.view)
    #expect(window.subviews.last === overlay)
    #expect(controller.view.frame == window.bounds)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    let replacement = ViewController()
    window.rootViewController = replacement
    #expect(controller.view.superview == nil)
    #expect(replacement.view.superview === window)
  }

  @Test("init?(coder:) returns nil: there is no archive to load a view or a controller from")
  func coder() throws {
    let coder = NSCoder()
    #expect(View(coder: coder) == nil)
    #expect(SplitView(coder: coder) == nil)
    #expect(ViewController(coder: coder) == nil)
  }
}

@Suite struct TargetActionTests {
  @Test("a recognizer made with init(target:action:) calls the target's method with itself")
  func recognizerTargetAction() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = Application(window: window)
    let handler = Handler()
    let tap = TapGestureRecognizer(target: handler, action: Selector(Handler.tapped))
    tap.addTarget(handler, action: Selector(Handler.refresh))
    window.addGestureRecognizer(tap)
    try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(handler.calls == ["tapped ended", "refresh"])
  }

  @Test(
    "removeTarget(_:action:) removes the matching pairs; nil matches all pairs, and callbacks stay"
  )
  func recognizerRemoveTarget() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = Application(window: window)
    let handler = Handler()
    let other = Handler()
    let tapped = Selector(Handler.tapped)
    let refresh = Selector(Handler.refresh)
    var callbacks = 0
    let tap = TapGestureRecognizer(target: handler, action: tapped)
    tap.addTarget(handler, action: refresh)
    tap.addTarget(other, action: refresh)
    tap.addTarget { _ in callbacks += 1 }
    window.addGestureRecognizer(tap)

    tap.removeTarget(handler, action: Selector(Handler.refresh))  // another selector object: no match
    try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(handler.calls == ["tapped ended", "refresh"])
    #expect(other.calls == ["refresh"])

    tap.removeTarget(handler, action: refresh)
    try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(handler.calls == ["tapped ended", "refresh", "tapped ended"])
    #expect(other.calls == ["refresh", "refresh"])

    tap.removeTarget(nil, action: refresh)
    tap.removeTarget(handler, action: nil)
    try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(handler.calls.count == 3)
    #expect(other.calls.count == 2)
    #expect(callbacks == 3)

    tap.removeTarget(nil, action: nil)
    tap.removeAllTargets()
    try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(callbacks == 3)
  }

  @Test("a recognizer does not keep its target alive; a gone target's action is not sent")
  func weakTarget() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = Application(window: window)
    weak var gone: Handler?
    do {
      let handler = Handler()
      gone = handler
      window.addGestureRecognizer(TapGestureRecognizer(target: handler, action: Selector(Handler.refresh)))
    }
    #expect(gone == nil)
    try app.tap(at: CGPoint(x: 10, y: 10))
  }

  @Test(
    "a control's target-action gets the event; a nil target goes up the responder chain; removeTarget stops it"
  )
  func controlTargetAction() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = Application(window: window)
    let controller = Handler()
    let button = Button(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
    window.addSubview(button)
    let pressed = Selector(Handler.pressed)
    button.addTarget(controller, action: pressed, for: .touchUpInside)
    let chainHandler = ChainView(frame: window.bounds)
    window.insertSubview(chainHandler, at: 0)
    chainHandler.addSubview(button)
    button.addTarget(nil, action: Selector(ChainView.refresh), for: .touchUpInside)
    try app.tap(at: CGPoint(x: 20, y: 20))
    #expect(controller.calls == ["pressed 1"])
    #expect(chainHandler.refreshes == 1)
    button.removeTarget(controller, action: pressed, for: .touchUpInside)
    try app.tap(at: CGPoint(x: 20, y: 20))
    #expect(controller.calls == ["pressed 1"])
    #expect(chainHandler.refreshes == 2)
  }
}

/// A superview with an action method, found by a nil-target action up the responder chain.
private final class ChainView: View {
  var refreshes = 0
  func refresh() { refreshes += 1 }
}

@Suite struct LabelAndLayerTests {
  @Test("a label ignores touches by default, and explainMiss names user interaction as the cause")
  func labelTap() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let app = Application(window: window)
    let label = Label(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    label.name = "forgotPassword"
    label.text = "Forgot your password?"
    var taps = 0
    label.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
    window.addSubview(label)
    #expect(!label.isUserInteractionEnabled)
    #expect(!ImageView(frame: .zero).isUserInteractionEnabled)
    try app.tap(at: label)
    #expect(taps == 0)
    let explanation = window.explainMiss(of: label, at: CGPoint(x: 30, y: 30))
    guard case .skipped(let culprit, .userInteractionDisabled) = explanation.reason else {
      Issue.record("expected the label to be skipped for isUserInteractionEnabled, got \(explanation)")
      return
    }
    #expect(culprit === label)
    label.isUserInteractionEnabled = true
    try app.tap(at: label)
    #expect(taps == 1)
  }

  @Test(
    "layer.masksToBounds is clipsToBounds and opacity is alpha; cornerRadius is kept and changes no hit test")
  func layer() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    view.layer.cornerRadius = 50
    #expect(view.layer.cornerRadius == 50)
    #expect(view.hitTest(CGPoint(x: 1, y: 1), with: nil) === view)  // a rounded corner still takes touches
    #expect(view.layer.presentation() == nil)  // not in a window: nothing shows it on screen (issue 24)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(view)
    let app = Application(window: window)
    #expect(view.layer.presentation()?.frame == view.frame)  // on screen, not animating: the model values
    _ = app
  }

  @Test("a control's state is made from its flags")
  func controlState() {
    let button = Button(type: .system)
    #expect(button.state == .normal)
    button.isSelected = true
    button.isEnabled = false
    #expect(button.state == [.selected, .disabled])
  }
}
