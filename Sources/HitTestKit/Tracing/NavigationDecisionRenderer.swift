import Foundation

/// Words a navigation controller's decisions (``NavigationController/Decision``) for the interaction trace: the
/// only place they become sentences.
enum NavigationDecisionRenderer {
  /// The sentence of `decision`, after the navigation controller's name.
  static func text(of decision: NavigationController.Decision) -> String {
    switch decision {
    case .began(let operation, let leaving, let arriving, let duration):
      let motion =
        operation == .push
        ? "pushes \(arriving)" + (leaving.map { " over \($0)" } ?? "")
        : "pops \(leaving?.name ?? "nothing"), revealing \(arriving)"
      return motion
        + (duration > 0
          ? ", sliding for \(CGFloat(duration).compactDescription) s (NavigationController.transitionDuration); "
            + "touches that begin meanwhile are refused"
          : " at once (not animated)")
    case .finished(let operation, let completed, let top):
      return "\(operation.rawValue) \(completed ? "finished" : "cancelled"); top: \(top?.name ?? "none")"
    case .ignored(let request, .transitionRunning):
      return "\(requestText(request)) ignored: a transition is running"
    case .ignored(let request, .onlyRootViewController):
      return "\(requestText(request)) ignored: only the root view controller is on the stack"
    case .interactivePopBegan(let popping, let revealing):
      return
        "interactive pop begins: \(popping) follows the finger, revealing \(revealing); touches that begin "
        + "meanwhile are refused"
    case .interactivePopReleased(let progress, let velocity, let completes, let rule):
      let figures =
        "at \(percent(progress)) of the width, \(velocity.compactDescription) pt/s"
      return "interactive pop released \(figures): \(ruleText(rule)), so it "
        + (completes ? "completes" : "slides back")
    }
  }

  private static func requestText(_ request: NavigationController.Decision.Request) -> String {
    switch request {
    case .push: "push"
    case .pop: "pop"
    case .setViewControllers: "setViewControllers"
    case .interactivePop: "interactive pop"
    }
  }

  private static func ruleText(_ rule: NavigationController.Decision.ReleaseRule) -> String {
    let flick = NavigationController.interactivePopFlickVelocity.compactDescription
    let middle = percent(NavigationController.interactivePopCompletionProgress)
    return switch rule {
    case .flickedForward: "a flick right (≥ \(flick) pt/s)"
    case .flickedBack: "a flick left (≥ \(flick) pt/s)"
    case .pastMiddle: "past \(middle) (interactivePopCompletionProgress)"
    case .beforeMiddle: "not past \(middle) (interactivePopCompletionProgress)"
    case .touchCancelled: "its touch was cancelled"
    }
  }

  /// `42%`.
  static func percent(_ fraction: CGFloat) -> String {
    "\((fraction * 100).rounded().compactDescription)%"
  }
}
