import HitTestKit
import SeededRandomness

/// A random hierarchy in one window of one application, with the probes that record deliveries.
final class FuzzScene {
  let application: Application
  let window: Window
  let ledger = TouchLedger()
  let behaviour: FuzzBehaviour
  /// Every view made, in order (some may be removed from the hierarchy later).
  private(set) var views: [View] = []
  /// Every recognizer made, each with a unique name for the state check.
  private(set) var recognizers: [GestureRecognizer] = []
  /// The delegates (recognizers hold them weakly).
  private var delegates: [FuzzDelegate] = []

  deinit {
    ledger.forget()
  }

  init(random: inout SplitMix64) {
    window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.name = "window"
    application = Application(window: window)
    behaviour = FuzzBehaviour(ledger: ledger, random: SplitMix64(seed: random.next()), bounds: window.bounds)
    behaviour.application = application
    behaviour.reentrancy = random.chance(0.4) ? 0.3 : 0
    let count = Int.random(in: 1...8, using: &random)
    for index in 0..<count {
      let parent = ([window] + views).randomElement(using: &random) ?? window
      let view = makeView(index, in: parent.bounds, random: &random)
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
      view = button
    case 2:
      let scroll = ProbeScrollView(frame: frame)
      scroll.behaviour = behaviour
      scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 3)
      scroll.delaysContentTouches = random.chance(0.7)
      scroll.canCancelContentTouches = random.chance(0.8)
      scroll.panGestureRecognizer.name = "v\(index).pan"
      recognizers.append(scroll.panGestureRecognizer)
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
    let action: (GestureRecognizer) -> Void = { [weak behaviour] _ in behaviour?.maybeReenter() }
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
      delegates.append(delegate)
      recognizer.delegate = delegate
    }
    view.addGestureRecognizer(recognizer)
    recognizers.append(recognizer)
  }

  /// One line per view: its class, frame, superview, flags and recognizers.
  var summary: String {
    ([window] + views).map { view in
      var flags: [String] = []
      if view.isHidden { flags.append("hidden") }
      if view.alpha < View.minimumHittableAlpha { flags.append("alpha \(view.alpha)") }
      if !view.isUserInteractionEnabled { flags.append("no interaction") }
      if view.isMultipleTouchEnabled { flags.append("multitouch") }
      if view.isExclusiveTouch { flags.append("exclusive") }
      if view.transform != .identity { flags.append("transform \(view.transform)") }
      if let probe = view as? ProbeView { flags.append("\(probe.override), handles \(probe.handlesTouches)") }
      let recognizers = view.gestureRecognizers.map {
        "\(type(of: $0)) \($0.displayName) cancels \($0.cancelsTouchesInView) delaysBegan \($0.delaysTouchesBegan)"
          + " delaysEnded \($0.delaysTouchesEnded) delegate \($0.delegate != nil)"
      }
      return "\(type(of: view)) \(view) in \(view.superview?.displayName ?? "-") \(flags) \(recognizers)"
    }.joined(separator: "\n")
  }
}
