import Foundation

extension NavigationController {
  /// How far past which a released interactive pop completes: 0.5 of the width.
  ///
  /// HitTestKit's decision, from the observed behaviour of UIKit's swipe back (released past the middle, the pop
  /// completes; before it, the screen slides back), which is also the threshold the common re-implementations
  /// with `UIPercentDrivenInteractiveTransition` use.
  public static let interactivePopCompletionProgress: CGFloat = 0.5

  /// How fast a release must move to decide by its direction alone: 300 pt/s.
  ///
  /// HitTestKit's decision: a quick flick to the right completes the pop from anywhere, a quick one to the left
  /// cancels it even past the middle (observed in UIKit's swipe back); UIKit's own threshold is private, so the
  /// number is our choice.
  public static let interactivePopFlickVelocity: CGFloat = 300

  /// Whether a pop released at `progress` (0…1 of the width) with horizontal `velocity` (pt/s) completes, and
  /// which rule decided.
  ///
  /// - Parameters:
  ///   - progress: How far the top view had moved, as a fraction of the width.
  ///   - velocity: The finger's horizontal velocity at release, positive to the right.
  /// - Returns: Whether the pop completes, and the rule that decided.
  public static func interactivePopOutcome(progress: CGFloat, velocity: CGFloat) -> (
    completes: Bool, rule: Decision.ReleaseRule
  ) {
    if velocity >= interactivePopFlickVelocity { return (true, .flickedForward) }
    if velocity <= -interactivePopFlickVelocity { return (false, .flickedBack) }
    return progress > interactivePopCompletionProgress ? (true, .pastMiddle) : (false, .beforeMiddle)
  }

  /// Follows the interactive pop recognizer: it begins the pop, moves the views with the finger, and decides at
  /// release.
  func followInteractivePop(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer else { return }
    switch pan.state {
    case .began: beginInteractivePop()
    case .changed: moveInteractivePop(translation: pan.translation(in: viewIfLoaded).x)
    case .ended:
      moveInteractivePop(translation: pan.translation(in: viewIfLoaded).x)
      releaseInteractivePop(velocity: pan.velocity(in: viewIfLoaded).x)
    case .cancelled, .failed: releaseInteractivePop(velocity: nil)
    default: break
    }
  }

  private func beginInteractivePop() {
    guard let container = viewIfLoaded, let window = container.window else { return }
    guard transition == nil, children.count > 1 else {
      record(
        .ignored(.interactivePop, because: transition == nil ? .onlyRootViewController : .transitionRunning))
      return
    }
    let popped = children[children.count - 1]
    let revealed = children[children.count - 2]
    popped.willMove(toParent: nil)
    relations.children.removeLast()
    popped.relations.parent = nil
    begin(Transition(operation: .pop, leaving: popped, arriving: revealed, isInteractive: true), in: window)
    record(.interactivePopBegan(popping: TracedObject(popped), revealing: TracedObject(revealed)))
    place(revealed.view, over: popped.viewIfLoaded, operation: .pop, in: container)
  }

  /// Puts the popping view `translation` points right of its place (clamped to the width), and the revealed one
  /// the matching part of its shift left: the model frames move, so hit testing sees them where they are drawn.
  private func moveInteractivePop(translation: CGFloat) {
    guard let transition, transition.isInteractive, let container = viewIfLoaded else { return }
    let width = container.bounds.width
    let offset = min(max(translation, 0), width)
    transition.leaving?.viewIfLoaded?.frame.origin.x = container.bounds.minX + offset
    let remaining = width > 0 ? 1 - offset / width : 0
    transition.arriving.viewIfLoaded?.frame.origin.x =
      container.bounds.minX - width * Self.coveredViewShift * remaining
  }

  /// Decides the released pop (`velocity` is `nil` when the touch was cancelled: the pop cancels) and animates the
  /// rest of the way on the virtual clock.
  private func releaseInteractivePop(velocity: CGFloat?) {
    guard let transition, transition.isInteractive, let container = viewIfLoaded,
      let popped = transition.leaving
    else { return }
    let width = container.bounds.width
    let offset = popped.viewIfLoaded.map { $0.frame.minX - container.bounds.minX } ?? 0
    let progress = width > 0 ? min(max(offset / width, 0), 1) : 1
    let completes: Bool
    if let velocity {
      let outcome = Self.interactivePopOutcome(progress: progress, velocity: velocity)
      completes = outcome.completes
      record(
        .interactivePopReleased(
          progress: progress, velocity: velocity, completes: completes, rule: outcome.rule))
    } else {
      completes = false
      record(
        .interactivePopReleased(progress: progress, velocity: 0, completes: false, rule: .touchCancelled))
    }
    if !completes {
      relations.children.append(popped)
      popped.relations.parent = self
    }
    let duration = Self.transitionDuration * Double(completes ? 1 - progress : progress)
    let revealedView = transition.arriving.viewIfLoaded
    let poppedView = popped.viewIfLoaded
    let bounds = container.bounds
    let settle = {
      poppedView?.frame.origin.x = bounds.minX + (completes ? width : 0)
      revealedView?.frame.origin.x = bounds.minX - (completes ? 0 : width * Self.coveredViewShift)
    }
    guard duration > 0, container.window?.application != nil else {
      settle()
      finish(completed: completes)
      return
    }
    View.animate(
      withDuration: duration, delay: 0, options: [.curveEaseOut], animations: settle,
      completion: { [weak self] _ in self?.finish(completed: completes) })
  }
}

/// The built-in delegate of a navigation controller's interactive pop: it lets the pop begin only when there is a
/// controller to pop and no transition runs (UIKit's private delegate answers the same).
final class InteractivePopRule: GestureRecognizerDelegate {
  /// The navigation controller whose pop it rules.
  weak var navigationController: NavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let navigationController else { return false }
    return navigationController.children.count > 1 && navigationController.transition == nil
  }
}
