import HitTestKit
import Testing

@Suite struct NavigationDecisionWordingTests {
  private typealias Decision = NavigationController.Decision
  private typealias Presentation = PresentationController.Decision

  private func named(_ title: String) -> TracedObject {
    let controller = ViewController()
    controller.title = title
    return TracedObject(controller)
  }

  @Test("every navigation decision is worded with its controllers and the numbers that decided")
  func navigationWorded() {
    let (list, detail) = (named("list"), named("detail"))
    let table: [(Decision, String)] = [
      (
        .began(.push, leaving: list, arriving: detail, duration: 0.35),
        "pushes detail over list, sliding for 0.35 s (NavigationController.transitionDuration); touches that "
          + "begin meanwhile are refused"
      ),
      (.began(.push, leaving: nil, arriving: list, duration: 0), "pushes list at once (not animated)"),
      (
        .began(.pop, leaving: detail, arriving: list, duration: 0),
        "pops detail, revealing list at once (not animated)"
      ),
      (.finished(.pop, completed: false, top: detail), "pop cancelled; top: detail"),
      (.ignored(.push, because: .transitionRunning), "push ignored: a transition is running"),
      (
        .ignored(.interactivePop, because: .onlyRootViewController),
        "interactive pop ignored: only the root view controller is on the stack"
      ),
      (
        .interactivePopBegan(popping: detail, revealing: list),
        "interactive pop begins: detail follows the finger, revealing list; touches that begin meanwhile are refused"
      ),
      (
        .interactivePopReleased(progress: 0.62, velocity: 120, completes: true, rule: .pastMiddle),
        "interactive pop released at 62% of the width, 120 pt/s: past 50% (interactivePopCompletionProgress), so it "
          + "completes"
      ),
      (
        .interactivePopReleased(progress: 0.7, velocity: -400, completes: false, rule: .flickedBack),
        "interactive pop released at 70% of the width, -400 pt/s: a flick left (≥ 300 pt/s), so it slides back"
      ),
      (
        .interactivePopReleased(progress: 0.2, velocity: 0, completes: false, rule: .touchCancelled),
        "interactive pop released at 20% of the width, 0 pt/s: its touch was cancelled, so it slides back"
      ),
    ]
    for (decision, words) in table { #expect(decision.description == words) }
  }

  @Test("every presentation decision is worded with its cause, reason and numbers")
  func presentationWorded() {
    let list = named("list")
    let table: [(Presentation, String)] = [
      (
        .presentationBegan(
          style: .pageSheet, frame: CGRect(x: 0, y: 10, width: 390, height: 834), duration: 0.35),
        "presented as a page sheet, sliding up to (x 0, y 10, w 390, h 834) for 0.35 s "
          + "(PresentationController.transitionDuration); touches that begin meanwhile are refused"
      ),
      (.presentationFinished, "presentation finished"),
      (
        .dismissalBegan(.programmatic, duration: 0),
        "dismissed (in code), sliding down at once (not animated)"
      ),
      (
        .dismissalFinished(.pan),
        "dismissal finished; the delegate hears presentationControllerDidDismiss"
      ),
      (
        .ignored(.present, because: .alreadyPresenting),
        "present ignored: the presenting controller already presents another one"
      ),
      (.ignored(.dismiss, because: .transitionRunning), "dismiss ignored: a transition is running"),
      (
        .dismissalRefused(.dimmingViewTap, because: .modalInPresentation),
        "a tap on the dimming view does not dismiss: isModalInPresentation is true (the delegate is not asked); the "
          + "delegate hears presentationControllerDidAttemptToDismiss"
      ),
      (
        .dismissalRefused(.pan, because: .delegateRefused),
        "a drag released toward the bottom does not dismiss: the delegate's presentationControllerShouldDismiss "
          + "said no; it hears presentationControllerDidAttemptToDismiss"
      ),
      (
        .tracksScrollView(list),
        "the sheet's pan leaves touches in list to its pan and follows it (the hand-over)"
      ),
      (
        .handedOverToSheet(scrollView: list, contentOffsetY: 0, growing: false),
        "list reached its top (content offset y 0): the sheet follows the finger down"
      ),
      (
        .released(top: 200, velocity: 50, projectedTop: 224.95, target: .large),
        "sheet released at top 200, 50 pt/s; its motion would carry it to 224.95, nearest the large detent"
      ),
      (.detentChanged(from: .medium, to: .large), "detent medium → large"),
    ]
    for (decision, words) in table { #expect(decision.description == words) }
  }

  @Test("a presentation decision is exported as JSON with its kind and fields")
  func presentationJSON() throws {
    let scene = SheetScene()
    scene.sheet.isModalInPresentation = true
    scene.sheet.sheetPresentationController?.detents = [.medium()]
    try scene.present()
    try scene.app.tap(at: CGPoint(x: 100, y: 100))
    let json = TraceDocument(scene.app.trace).text(indent: 0)
    #expect(json.contains(#""kind":"presentation""#))
    #expect(
      json.contains(#""kind":"dismissalRefused","cause":"dimmingViewTap","reason":"modalInPresentation""#))
  }
}
