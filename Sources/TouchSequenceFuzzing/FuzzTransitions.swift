import HitTestKit
import SeededRandomness

/// Navigation and sheet transitions in a fuzzed sequence, and the invariant they keep: no touch that begins
/// while a transition runs is bound to a recognizer or delivered to a view.
///
/// A scene of its own (an application whose window shows a navigation controller with a horizontal carousel at
/// the left edge, a button that pushes, and sheets with a list in them) receives the sequence's finger steps too;
/// after each step, sometimes a push, a pop, a pop to the root, a sheet presented (random detents, sometimes modal
/// in presentation) or dismissed, animated or not. Its draws come from a generator of its own, one per step index
/// (as ``FuzzAnimations``'s), so the main scene and steps draw exactly as before it.
///
/// The invariant is read from the scene's trace: the navigation and presentation decisions open and close each
/// transition, and while one is open no binding of a touch that began in the current event, and no
/// `touchesBegan` for it, may appear. At the end, after every finger lifts and time passes, no transition is open.
final class FuzzTransitions {
  private let seed: UInt64
  private let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let application: Application
  private let navigation: NavigationController
  /// How far the trace has been checked, and how many transitions are open there.
  private var checkedEntries = 0
  private var openTransitions = 0
  private var beganFingers: Set<Finger> = []
  /// How many transitions began (to report that the generator reaches them).
  private(set) var transitionsBegun = 0

  /// The transitions of a sequence whose `variety` generator is given (read from a copy: it is not advanced).
  init(variety: SplitMix64) {
    var copy = variety
    _ = copy.next()
    seed = copy.next() ^ 0x7A45_1710
    let root = ViewController()
    root.title = "root"
    navigation = NavigationController(rootViewController: root)
    navigation.title = "navigation"
    window.rootViewController = navigation
    application = Application(window: window)
    var random = SplitMix64(seed: seed)
    furnish(root, using: &random)
  }

  /// Puts a carousel at the left edge (its pan sometimes waiting for the swipe back) and a push button in `screen`.
  private func furnish(_ screen: ViewController, using random: inout SplitMix64) {
    let carousel = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 150))
    carousel.name = "carousel"
    carousel.isPagingEnabled = true
    carousel.contentSize = CGSize(width: 960, height: 150)
    screen.view.addSubview(carousel)
    if random.chance(0.5), let pop = navigation.interactivePopGestureRecognizer {
      carousel.panGestureRecognizer.require(toFail: pop)
    }
    let button = Button(frame: CGRect(x: 40, y: 300, width: 120, height: 44))
    button.name = "pushButton"
    button.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        var random = SplitMix64(seed: self.seed ^ UInt64(self.transitionsBegun))
        self.push(animated: true, using: &random)
      }, for: .touchUpInside)
    screen.view.addSubview(button)
  }

  private func push(animated: Bool, using random: inout SplitMix64) {
    let screen = ViewController()
    screen.title = "screen\(navigation.viewControllers.count)"
    navigation.pushViewController(screen, animated: animated)
    furnish(screen, using: &random)
  }

  /// After step `index` (whose input it replays): maybe a transition; returns a broken invariant.
  func step(_ index: Int, _ step: FuzzStep) -> String? {
    switch step {
    case .down(let placements): _ = try? application.touchDown(placements)
    case .move(let moves): _ = try? application.move(moves)
    case .up(let fingers): _ = try? application.touchUp(fingers)
    case .cancel(let fingers): _ = try? application.cancelTouches(fingers)
    case .wait(let milliseconds): _ = try? application.wait(.milliseconds(milliseconds))
    case .mutate, .switchApplication: break
    }
    var random = SplitMix64(seed: SplitMix64.sequenceSeed(seed, index: index))
    if random.chance(0.3) { transition(using: &random) }
    return problem()
  }

  /// One random navigation or presentation request.
  private func transition(using random: inout SplitMix64) {
    let animated = random.chance(0.7)
    let top = navigation.topViewController ?? navigation
    switch Int.random(in: 0..<6, using: &random) {
    case 0, 1: push(animated: animated, using: &random)
    case 2: navigation.popViewController(animated: animated)
    case 3: navigation.popToRootViewController(animated: animated)
    case 4:
      let sheet = ViewController()
      sheet.title = "sheet"
      let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
      list.name = "sheetList"
      list.contentSize = CGSize(width: 320, height: 1200)
      list.contentOffset.y = random.chance(0.5) ? 0 : 200
      sheet.view.addSubview(list)
      sheet.isModalInPresentation = random.chance(0.3)
      if random.chance(0.3) { sheet.modalPresentationStyle = .fullScreen }
      if let controller = sheet.sheetPresentationController, random.chance(0.5) {
        controller.detents = [.medium(), .large()]
      }
      top.present(sheet, animated: animated)
    default: top.presentedViewController?.dismiss(animated: animated)
    }
  }

  /// The first binding or delivery of a touch that began while a transition ran, in the trace since the last
  /// check.
  private func problem() -> String? {
    let entries = application.trace.entries
    guard checkedEntries <= entries.count else { return nil }
    defer { checkedEntries = entries.count }
    for entry in entries[checkedEntries...] {
      switch entry.kind {
      case .event(_, let touches): beganFingers = Set(touches.filter { $0.phase == .began }.map(\.finger))
      case .navigation(_, .began), .navigation(_, .interactivePopBegan), .presentation(_, .presentationBegan),
        .presentation(_, .dismissalBegan):
        openTransitions += 1
        transitionsBegun += 1
        // Touches that began before the transition may still reach their views (held phases).
        beganFingers = []
      case .navigation(_, .finished), .presentation(_, .presentationFinished),
        .presentation(_, .dismissalFinished):
        openTransitions -= 1
      case .touchBound(let finger, let view, _) where openTransitions > 0 && beganFingers.contains(finger):
        return "\(finger) was bound to \(view?.name ?? "nothing") while a transition ran"
      case .delivered(.began, let view, let fingers)
      where openTransitions > 0 && fingers.contains(where: beganFingers.contains):
        return "touchesBegan was delivered to \(view) while a transition ran"
      case .timerFired: beganFingers = []
      case .truncated: checkedEntries = Int.max
      default: break
      }
    }
    return nil
  }

  /// At the end: every finger lifts and time passes; no transition may still be open.
  func finalProblem() -> String? {
    _ = try? application.touchUp(application.touchesDown.keys.sorted())
    _ = try? application.wait(.seconds(3))
    if let problem = problem() { return problem }
    return openTransitions > 0 && checkedEntries != Int.max
      ? "\(openTransitions) transition(s) still open after every finger lifted and 3 s passed" : nil
  }
}
