import HitTestKit
import SeededRandomness

/// A random hierarchy in the windows of one to three applications, with the probes that record deliveries.
///
/// Every view, window and recognizer is given an explicit name, so that a trace's names never depend on the
/// hierarchy's later changes (a default name such as `View#2` is the view's position among its siblings).
final class FuzzScene {
  /// The application that input steps go to (``FuzzStep/switchApplication(_:)`` changes it).
  private(set) var application: Application
  /// The first application's first window.
  let window: Window
  /// Every application, the first one first.
  let applications: [Application]
  /// Every window, each in one application.
  let windows: [Window]
  let ledger = TouchLedger()
  let behaviour: FuzzBehaviour
  /// Every view made, in order (some may be removed from the hierarchy later).
  private(set) var views: [View] = []
  /// Every recognizer made, each with a unique name for the state check.
  private(set) var recognizers: [GestureRecognizer] = []
  /// Every scroll view made (the settling check reads them).
  private(set) var scrollViews: [ScrollView] = []
  /// The delegates (recognizers and scroll views hold them weakly).
  private var delegates: [FuzzDelegate] = []
  private var scrollDelegates: [FuzzScrollDelegate] = []
  /// The feed with a carousel, if this scene has one (it keeps their delegates).
  private var nested: FuzzNestedScrollViews?
  /// The table and collection views, if this scene has them (their data source and delegate).
  private var lists: FuzzLists?

  /// Whether mutations from inside a hit test (`hitTest`, `point(inside:)`) may clear the trace.
  static let tracesClearedDuringHitTests = true

  deinit {
    ledger.forget()
  }

  /// Builds the scene `random` describes; with `roundTwo`, the round-two choices (more applications and windows,
  /// mutations from callbacks, paging) come from a generator of their own, seeded from a copy of `random`, so
  /// that `random` makes the same draws as before them.
  init(random: inout SplitMix64, roundTwo: Bool) {
    let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    var variety = random
    variety = SplitMix64(seed: variety.next() ^ 0x0FF5_E7_2026)
    window = Window(frame: frame)
    window.name = "window"
    var windows = [window]
    var applications = [Application(window: window)]
    // Sometimes more applications, and more windows, so that views move between them.
    if roundTwo, variety.chance(0.3) {
      for index in 1...Int.random(in: 1...3, using: &variety) {
        let extra = Window(frame: frame)
        extra.name = "window\(index)"
        if variety.chance(0.5) {
          applications[0].addWindow(extra)
        } else {
          applications.append(Application(window: extra))
        }
        windows.append(extra)
      }
    }
    self.windows = windows
    self.applications = applications
    application = applications[0]
    behaviour = FuzzBehaviour(ledger: ledger, random: SplitMix64(seed: random.next()), bounds: window.bounds)
    behaviour.application = application
    behaviour.reentrancy = random.chance(0.4) ? 0.3 : 0
    behaviour.mutationRate = roundTwo && variety.chance(0.3) ? 0.08 : 0
    let count = Int.random(in: 1...8, using: &random)
    for index in 0..<count {
      var parent = ([window] + views).randomElement(using: &random) ?? window
      let view = makeView(index, in: parent.bounds, random: &random)
      if roundTwo {
        if parent === window, windows.count > 1 {
          parent = windows[Int.random(in: 0..<windows.count, using: &variety)]
        }
        (view as? ScrollView)?.isPagingEnabled = variety.chance(0.3)
      }
      parent.addSubview(view)
      views.append(view)
    }
    for view in [window] + views where random.chance(0.45) {
      for _ in 0..<Int.random(in: 1...2, using: &random) { attachRecognizer(to: view, random: &random) }
    }
    for recognizer in recognizers where random.chance(0.15) {
      if let other = recognizers.randomElement(using: &random), other !== recognizer {
        recognizer.require(toFail: other)
      }
    }
    if roundTwo { adopt(FuzzNestedScrollViews(variety: &variety, behaviour: behaviour, windows: windows)) }
    if roundTwo {  // issue 34: its own generator, seeded from a copy so that `variety` draws as before
      var copy = variety
      let fields = Self.makeTextFields(seed: copy.next() ^ 0x7E47_F1E1D, in: windows, views: views)
      views += fields as [View]
      recognizers += fields.map(\.editingTapRecognizer)
    }
    behaviour.scene = self
    if roundTwo { addZooming(random: variety.next() ^ 0x2002_2026) }  // issue 24: its own generator
    if roundTwo {  // issue 33: lists, from a generator of their own
      let lists = FuzzLists(seed: variety.next() ^ 0x3333_2026, behaviour: behaviour, windows: windows)
      views += lists.lists
      scrollViews += lists.lists
      self.lists = lists
    }
  }

  /// Takes in a feed with a carousel (FuzzScene+NestedScrollViews.swift): its views, scroll views and pans.
  private func adopt(_ nested: FuzzNestedScrollViews) {
    views += nested.views
    scrollViews += nested.scrollViews
    recognizers += nested.scrollViews.map(\.panGestureRecognizer)
    self.nested = nested
  }

  /// Whether `object` was made after the scene was built, by a part that makes objects as it runs (a list's
  /// cells), and so belongs to the scene.
  func madeWhileRunning(_ object: AnyObject) -> Bool {
    lists?.madeObject(object) ?? false
  }

  /// Makes input steps go to application `index` (modulo their count).
  func switchApplication(_ index: Int) {
    application = applications[index % applications.count]
    behaviour.application = application
  }

  private func makeView(_ index: Int, in area: CGRect, random: inout SplitMix64) -> View {
    let (w, h) = (max(area.width, 20), max(area.height, 20))
    let width = CGFloat(Int.random(in: 10...Int(w), using: &random))
    let height = CGFloat(Int.random(in: 10...Int(h), using: &random))
    let frame = CGRect(
      x: CGFloat(Int.random(in: -10...Int(w - width / 2), using: &random)),
      y: CGFloat(Int.random(in: -10...Int(h - height / 2), using: &random)), width: width, height: height)
    let view: View
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      let button = ProbeButton(frame: frame, title: "b\(index)")
      button.behaviour = behaviour
      button.isEnabled = random.chance(0.85)
      button.addAction(for: .allEvents) { [weak behaviour] _ in behaviour?.maybeMutate(in: "control action") }
      view = button
    case 2:
      let scroll = ProbeScrollView(frame: frame)
      scroll.behaviour = behaviour
      scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 3)
      scroll.delaysContentTouches = random.chance(0.7)
      scroll.canCancelContentTouches = random.chance(0.8)
      scroll.panGestureRecognizer.name = "v\(index).pan"
      let delegate = FuzzScrollDelegate()
      delegate.behaviour = behaviour
      scroll.delegate = delegate
      scrollDelegates.append(delegate)
      recognizers.append(scroll.panGestureRecognizer)
      scrollViews.append(scroll)
      view = scroll
    default:
      let probe = ProbeView(frame: frame)
      probe.behaviour = behaviour
      probe.handlesTouches = random.chance(0.5)
      probe.override =
        random.chance(0.3) ? HitTestOverride.allCases.randomElement(using: &random)! : .inherited
      view = probe
    }
    view.name = "v\(index)"
    view.isHidden = random.chance(0.08)
    view.alpha = random.chance(0.08) ? 0.005 : 1
    view.isUserInteractionEnabled = random.chance(0.92)
    view.isMultipleTouchEnabled = random.chance(0.4)
    view.isExclusiveTouch = random.chance(0.1)
    if random.chance(0.2) {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -3...3, using: &random))
      case 1: view.transform = CGAffineTransform(scaleX: 0, y: 1)
      case 2: view.transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
      default: view.transform = CGAffineTransform(translationX: 15, y: -10)
      }
    }
    return view
  }

  private func attachRecognizer(to view: View, random: inout SplitMix64) {
    // Weak, as the probes' `behaviour`: the ledger keeps the views it saw, so a strong reference back to the
    // behaviour (which keeps the ledger) would make a cycle that outlives the scene.
    let action: (GestureRecognizer) -> Void = { [weak behaviour] recognizer in
      behaviour?.actionSent(by: recognizer)
    }
    let recognizer: GestureRecognizer
    switch Int.random(in: 0..<9, using: &random) {
    case 0:
      let tap = TapGestureRecognizer(action: action)
      tap.numberOfTapsRequired = Int.random(in: 1...2, using: &random)
      tap.numberOfTouchesRequired = random.chance(0.8) ? 1 : 2
      recognizer = tap
    case 1:
      let press = LongPressGestureRecognizer(action: action)
      press.numberOfTapsRequired = random.chance(0.8) ? 0 : 1
      recognizer = press
    case 2: recognizer = PanGestureRecognizer(action: action)
    case 3: recognizer = PinchGestureRecognizer(action: action)
    case 4: recognizer = RotationGestureRecognizer(action: action)
    case 5:
      let swipe = SwipeGestureRecognizer(action: action)
      swipe.direction = [.left, .right, .up, .down].randomElement(using: &random)!
      recognizer = swipe
    case 6: recognizer = ScreenEdgePanGestureRecognizer(edges: .left, action: action)
    case 7: recognizer = CircleGestureRecognizer(action: action)
    default: recognizer = TapGestureRecognizer(action: action)
    }
    recognizer.name = "g\(recognizers.count)"
    recognizer.cancelsTouchesInView = random.chance(0.7)
    recognizer.delaysTouchesBegan = random.chance(0.25)
    recognizer.delaysTouchesEnded = random.chance(0.7)
    if random.chance(0.4) {
      let delegate = FuzzDelegate(random: &random)
      delegate.behaviour = behaviour
      delegates.append(delegate)
      recognizer.delegate = delegate
    }
    view.addGestureRecognizer(recognizer)
    recognizers.append(recognizer)
  }

  /// One line per view: its class, frame, superview, flags and recognizers.
  var summary: String {
    (windows + views).map { view in
      var flags: [String] = []
      if view.isHidden { flags.append("hidden") }
      if view.alpha < View.minimumHittableAlpha { flags.append("alpha \(view.alpha)") }
      if !view.isUserInteractionEnabled { flags.append("no interaction") }
      if view.isMultipleTouchEnabled { flags.append("multitouch") }
      if view.isExclusiveTouch { flags.append("exclusive") }
      if view.transform != .identity { flags.append("transform \(view.transform)") }
      if let probe = view as? ProbeView { flags.append("\(probe.override), handles \(probe.handlesTouches)") }
      let recognizers = (view.gestureRecognizers ?? []).map {
        "\(type(of: $0)) \($0.displayName) cancels \($0.cancelsTouchesInView) delaysBegan \($0.delaysTouchesBegan)"
          + " delaysEnded \($0.delaysTouchesEnded) delegate \($0.delegate != nil)"
      }
      return "\(type(of: view)) \(view) in \(view.superview?.displayName ?? "-") \(flags) \(recognizers)"
    }.joined(separator: "\n")
  }
}
