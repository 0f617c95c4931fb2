import Foundation

/// Words a presentation's decisions (``PresentationController/Decision``) for the interaction trace: the only place
/// they become sentences.
enum PresentationDecisionRenderer {
  /// The sentence of `decision`, after the presented controller's name.
  static func text(of decision: PresentationController.Decision) -> String {
    switch decision {
    case .presentationBegan(let style, let frame, let duration):
      return "presented as \(styleText(style)), sliding up to \(frame.compactDescription)"
        + timing(duration)
    case .presentationFinished: return "presentation finished"
    case .dismissalBegan(let cause, let duration):
      return "dismissed (\(causeText(cause))), sliding down" + timing(duration)
    case .dismissalFinished(let cause):
      return "dismissal finished"
        + (cause == .programmatic ? "" : "; the delegate hears presentationControllerDidDismiss")
    case .ignored(.present, .notInWindow): return "present ignored: the presenting view is not in a window"
    case .ignored(let request, .notInWindow): return "\(request.rawValue) ignored: not in a window"
    case .ignored(let request, .transitionRunning):
      return "\(request.rawValue) ignored: a transition is running"
    case .ignored(let request, .alreadyPresenting):
      return "\(request.rawValue) ignored: the presenting controller already presents another one"
    case .dismissalRefused(let cause, .modalInPresentation):
      return
        "\(causeText(cause)) does not dismiss: isModalInPresentation is true (the delegate is not asked); "
        + "the delegate hears presentationControllerDidAttemptToDismiss"
    case .dismissalRefused(let cause, .delegateRefused):
      return
        "\(causeText(cause)) does not dismiss: the delegate's presentationControllerShouldDismiss said no; "
        + "it hears presentationControllerDidAttemptToDismiss"
    case .tracksScrollView(let scrollView):
      return "the sheet's pan leaves touches in \(scrollView) to its pan and follows it (the hand-over)"
    case .handedOverToSheet(let scrollView, let offset, let growing):
      return growing
        ? "the sheet grows with the finger before \(scrollView) scrolls (prefersScrollingExpandsWhenScrolledToEdge)"
        : "\(scrollView) reached its top (content offset y \(offset.compactDescription)): the sheet follows the "
          + "finger down"
    case .released(let top, let velocity, let projected, let target):
      return
        "sheet released at top \(top.compactDescription), \(velocity.compactDescription) pt/s; its motion "
        + "would carry it to \(projected.compactDescription), nearest "
        + (target.map { "the \($0) detent" } ?? "the bottom: a dismissal attempt")
    case .detentChanged(let from, let to): return "detent \(from) → \(to)"
    }
  }

  private static func timing(_ duration: TimeInterval) -> String {
    duration > 0
      ? " for \(CGFloat(duration).compactDescription) s (PresentationController.transitionDuration); touches "
        + "that begin meanwhile are refused"
      : " at once (not animated)"
  }

  private static func styleText(_ style: ModalPresentationStyle) -> String {
    switch style {
    case .fullScreen: "a full-screen cover"
    case .overFullScreen: "a cover over the presenting view"
    default: "a page sheet"
    }
  }

  private static func causeText(_ cause: PresentationController.Decision.DismissalCause) -> String {
    switch cause {
    case .programmatic: "in code"
    case .pan: "a drag released toward the bottom"
    case .dimmingViewTap: "a tap on the dimming view"
    }
  }
}
