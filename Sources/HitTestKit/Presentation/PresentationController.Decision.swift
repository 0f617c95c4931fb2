import Foundation

extension PresentationController {
  /// A step of a presentation (a sheet or a cover), as the interaction trace records it
  /// (``InteractionTrace/Kind/presentation(controller:_:)``, named after the presented controller); worded only by
  /// the trace's renderer.
  public enum Decision: Equatable {
    /// The presentation began: the presented view slides up to `frame` for `duration` seconds (0: not animated);
    /// touches are refused until it finishes.
    case presentationBegan(style: ModalPresentationStyle, frame: CGRect, duration: TimeInterval)
    /// The presented view arrived.
    case presentationFinished
    /// A dismissal began, for `cause`; touches are refused until it finishes.
    case dismissalBegan(DismissalCause, duration: TimeInterval)
    /// The presented controller is gone.
    case dismissalFinished(DismissalCause)
    /// A request did nothing, and why.
    case ignored(Request, because: IgnoreReason)
    /// A user's attempt to dismiss was refused: the sheet stays, and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`.
    case dismissalRefused(DismissalCause, because: RefusalReason)
    /// A drag that began in `scrollView` inside the sheet will move the sheet too (the sheet's pan leaves that
    /// touch to the scroll view's pan and follows it).
    case tracksScrollView(TracedObject)
    /// During a drag in `scrollView`, the sheet began to follow the finger, the content resting at
    /// `contentOffsetY`: down, because the content reached its top; up (`growing`), because the sheet grows to a
    /// larger detent first.
    case handedOverToSheet(scrollView: TracedObject, contentOffsetY: CGFloat, growing: Bool)
    /// A drag of the sheet was released with its top at `top`, moving at `velocity` pt/s (down is positive); its
    /// motion would carry it to `projectedTop`, nearest to `target` (`nil`: the bottom, a dismissal attempt).
    case released(
      top: CGFloat, velocity: CGFloat, projectedTop: CGFloat,
      target: SheetPresentationController.Detent.Identifier?)
    /// The sheet rests at another detent after a drag.
    case detentChanged(
      from: SheetPresentationController.Detent.Identifier, to: SheetPresentationController.Detent.Identifier)

    /// What ended a presentation.
    public enum DismissalCause: String, Equatable, Sendable {
      /// `dismiss(animated:completion:)` in code: the delegate is not told.
      case programmatic
      /// A drag of the sheet released toward the bottom.
      case pan
      /// A tap on the dimming view beside the sheet.
      case dimmingViewTap
    }

    /// A request a presentation can refuse.
    public enum Request: String, Equatable, Sendable {
      /// `present(_:animated:completion:)`.
      case present
      /// `dismiss(animated:completion:)`.
      case dismiss
    }

    /// Why a request did nothing.
    public enum IgnoreReason: String, Equatable, Sendable {
      /// The presenting controller's view is not in a window (UIKit warns the same).
      case notInWindow
      /// Another transition runs in the window.
      case transitionRunning
      /// The presenting controller already presents another one (UIKit warns "already presenting").
      case alreadyPresenting
    }

    /// Why a user's attempt to dismiss was refused.
    public enum RefusalReason: String, Equatable, Sendable {
      /// The presented controller's `isModalInPresentation` is true (the delegate is not asked).
      case modalInPresentation
      /// The delegate's `presentationControllerShouldDismiss` said no.
      case delegateRefused
    }
  }
}

extension PresentationController.Decision {
  /// The objects the decision names besides the presented controller.
  public var namedObjects: [TracedObject] {
    switch self {
    case .tracksScrollView(let scrollView), .handedOverToSheet(let scrollView, _, _): [scrollView]
    case .presentationBegan, .presentationFinished, .dismissalBegan, .dismissalFinished, .ignored,
      .dismissalRefused, .released, .detentChanged:
      []
    }
  }
}
