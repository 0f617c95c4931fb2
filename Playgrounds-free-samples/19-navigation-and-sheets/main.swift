// Lesson 19 — Navigation and sheets: transitions on the clock, the swipe back, and sheets that fight scrolling.
//
// Run it with `swift run 19-navigation-and-sheets` and read the output next to this file, and next to
// Sources/HitTestKit/Navigation/ and Sources/HitTestKit/Presentation/.
//
//   1. A push changes the stack at once; the views slide on the virtual clock; the appearance methods come in
//      UIKit's order around the slide; a touch that begins during the slide is refused.
//   2. The interactive pop follows the finger: the popping view's frame is the finger's translation. At release,
//      a flick decides by its direction, otherwise the half-way mark decides.
//   3. Its conflict with a horizontal scroll view at the left edge, and UIKit's require(toFail:) fix.
//   4. A page sheet: its detents, the dimming view, and the adaptive delegate in UIKit's order.
//   5. A sheet with a list in it: the content scrolls to its top first, then the sheet follows the finger.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 19 — Navigation and sheets: transitions on the clock, the swipe back, and sheets.",
  options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs (its applications' traces), written as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// A controller that prints its appearance calls, named by its title.
final class Screen: ViewController {
  override func viewWillAppear(_ animated: Bool) { print("  \(title!).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { print("  \(title!).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { print("  \(title!).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { print("  \(title!).viewDidDisappear") }
}

/// A screen titled `title`, its view named after it.
func screen(_ title: String) -> Screen {
  let screen = Screen()
  screen.title = title
  screen.view.name = "\(title).view"
  return screen
}

/// Prints the navigation and presentation decisions and the refused touches of `trace`, indented.
func printDecisions(of trace: InteractionTrace) {
  for entry in trace.entries {
    switch entry.kind {
    case .navigation(let controller, let decision): print("    trace: \(controller): \(decision)")
    case .presentation(let controller, let decision): print("    trace: \(controller): \(decision)")
    case .notDelivered(.began, _, let finger, let reason): print("    trace: \(finger) refused: \(reason)")
    default: break
    }
  }
}

/// A 390 × 844 window showing a navigation controller whose root is `list`, in a new application.
@MainActor func makeNavigation() -> (Application, Window, NavigationController) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let navigation = NavigationController(rootViewController: screen("list"))
  navigation.title = "navigation"
  window.rootViewController = navigation
  return (json.record(Application(window: window)), window, navigation)
}

print("# Lesson 19: navigation and sheets")
print("A 390 × 844 window; the clock moves only when the lesson waits.")

section("1. A push: the stack at once, the slide on the clock, the appearance methods around it")
do {
  let (app, window, navigation) = makeNavigation()
  let detail = screen("detail")
  print("pushViewController(detail, animated: true):")
  navigation.pushViewController(detail, animated: true)
  print("  right after the call: top = \(navigation.topViewController!.title!)")
  _ = try app.wait(.seconds(NavigationController.transitionDuration / 2))
  let x = detail.view.layer.presentation()!.frame.minX
  print(
    "  half way (t = 0.175 s): detail is drawn at x = \(x.compactDescription); its model x is \(detail.view.frame.minX.compactDescription)"
  )
  let button = Button(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
  button.name = "button"
  detail.view.addSubview(button)
  print("  a tap on detail's button now:")
  printDecisions(of: try app.tap(at: CGPoint(x: 70, y: 322)))
  print("  explainMiss: \(window.explainMiss(of: button, at: CGPoint(x: 70, y: 322)))")
  _ = try app.wait(.seconds(NavigationController.transitionDuration))
  print("  after the slide:")
  printDecisions(of: app.trace)
}

section("2. The interactive pop follows the finger; the release decides")
do {
  let (app, _, navigation) = makeNavigation()
  let detail = screen("detail")
  navigation.pushViewController(detail, animated: false)
  print("A finger comes down 5 pt from the left edge and moves right, 40 pt every 0.1 s:")
  _ = try app.touchDown(at: CGPoint(x: 5, y: 400))
  for step in 1...5 {
    _ = try app.wait(.seconds(0.1))
    _ = try app.move(to: CGPoint(x: 5 + CGFloat(step) * 40, y: 400))
    print(
      "  finger at x = \(5 + step * 40): detail.view at x = \(detail.view.frame.minX.compactDescription), "
        + "list.view at x = \(navigation.viewControllers[0].view.frame.minX.compactDescription)")
  }
  _ = try app.touchUp()
  _ = try app.wait(.seconds(1))
  printDecisions(of: app.trace)
  print("The release rule, NavigationController.interactivePopOutcome(progress:velocity:):")
  for (progress, velocity) in [(0.3, 0.0), (0.6, 0.0), (0.2, 500.0), (0.8, -500.0)] as [(CGFloat, CGFloat)] {
    let outcome = NavigationController.interactivePopOutcome(progress: progress, velocity: velocity)
    print(
      "  progress \(progress.compactDescription), velocity \(velocity.compactDescription) pt/s → "
        + "\(outcome.completes ? "completes" : "slides back") (\(outcome.rule))")
  }
}

section("3. A carousel at the left edge: who gets the swipe?")
for fixed in [false, true] {
  let (app, _, navigation) = makeNavigation()
  let photos = screen("photos")
  let carousel = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
  carousel.name = "carousel"
  carousel.isPagingEnabled = true
  carousel.contentSize = CGSize(width: 390 * 3, height: 300)
  photos.view.addSubview(carousel)
  navigation.pushViewController(photos, animated: false)
  if fixed { carousel.panGestureRecognizer.require(toFail: navigation.interactivePopGestureRecognizer!) }
  app.clearTrace()
  _ = try app.drag(
    from: CGPoint(x: 5, y: 350), to: CGPoint(x: 305, y: 350), duration: .seconds(0.5), steps: 5)
  _ = try app.wait(.seconds(1))
  let began = app.trace.entries.compactMap { entry -> String? in
    guard case .gesture(let recognizer, .transition(_, .began, _)) = entry.kind else { return nil }
    return recognizer.name
  }
  print(
    (fixed ? "With carousel.panGestureRecognizer.require(toFail: interactivePop)" : "By default")
      + ": began: \(began.joined(separator: ", ")); stack: "
      + navigation.viewControllers.map { $0.title! }.joined(separator: " → "))
}

section("4. A page sheet: detents, the dimming view, the delegate")
final class Delegate: AdaptivePresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    print("  delegate: shouldDismiss → true")
    return true
  }
  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    print("  delegate: willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    print("  delegate: didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
    print("  delegate: didAttemptToDismiss")
  }
}
do {
  let (app, _, navigation) = makeNavigation()
  let sheet = screen("sheet")
  let delegate = Delegate()
  sheet.sheetPresentationController!.detents = [.medium(), .large()]
  sheet.presentationController!.delegate = delegate
  print("list presents sheet (a page sheet, detents medium and large):")
  navigation.viewControllers[0].present(sheet, animated: true)
  _ = try app.wait(.seconds(PresentationController.transitionDuration))
  print("  the sheet rests at \(sheet.view.superview!.frame.compactDescription) (medium: half of 844)")
  sheet.sheetPresentationController!.selectedDetentIdentifier = .large
  print("  selectedDetentIdentifier = .large: \(sheet.view.superview!.frame.compactDescription)")
  sheet.sheetPresentationController!.selectedDetentIdentifier = .medium
  print("isModalInPresentation = true, then a tap on the dimming view above the sheet:")
  sheet.isModalInPresentation = true
  _ = try app.tap(at: CGPoint(x: 200, y: 200))
  print("isModalInPresentation = false, the same tap:")
  sheet.isModalInPresentation = false
  _ = try app.tap(at: CGPoint(x: 200, y: 200))
  _ = try app.wait(.seconds(PresentationController.transitionDuration))
  printDecisions(of: app.trace)
  withExtendedLifetime(delegate) {}
}

section("5. A list in a sheet: the content scrolls to its top, then the sheet follows")
do {
  let (app, _, navigation) = makeNavigation()
  let sheet = screen("sheet")
  let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 834))
  list.name = "list"
  list.contentSize = CGSize(width: 390, height: 3000)
  list.contentOffset = CGPoint(x: 0, y: 60)
  sheet.view.addSubview(list)
  navigation.viewControllers[0].present(sheet, animated: false)
  print("The list is scrolled 60 pt down; a finger drags down from y = 300, 30 pt every 0.05 s:")
  _ = try app.touchDown(at: CGPoint(x: 200, y: 300))
  for step in 1...6 {
    _ = try app.wait(.seconds(0.05))
    _ = try app.move(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 30))
    print(
      "  finger moved \(step * 30) pt: list.contentOffset.y = \(list.contentOffset.y.compactDescription), "
        + "sheet top = \(sheet.view.superview!.frame.minY.compactDescription)")
  }
  _ = try app.wait(.seconds(0.3))
  _ = try app.touchUp()
  _ = try app.wait(.seconds(1))
  printDecisions(of: app.trace)
  print("  released slowly, the sheet settles back at \(sheet.view.superview!.frame.minY.compactDescription)")
}

usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
