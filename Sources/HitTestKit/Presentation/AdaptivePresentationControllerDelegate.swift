/// Questions and notices about a user's attempt to dismiss a presented controller (swiping a sheet down, tapping
/// its dimming view), as UIKit's `UIAdaptivePresentationControllerDelegate`.
///
/// Every method is optional: the defaults allow the dismissal and do nothing. UIKit's order (WWDC 2019,
/// "Modernizing Your UI for iOS 13"): when the presented controller's ``ViewController/isModalInPresentation`` is
/// true, only ``presentationControllerDidAttemptToDismiss(_:)`` is called; otherwise
/// ``presentationControllerShouldDismiss(_:)`` is asked, then, if it said yes,
/// ``presentationControllerWillDismiss(_:)`` and ``presentationControllerDidDismiss(_:)``, or, if it said no,
/// ``presentationControllerDidAttemptToDismiss(_:)``. None of them is called for a dismissal made in code
/// (`dismiss(animated:)`), as Apple documents.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// Whether a user's gesture may dismiss the presentation; asked only when it is not modal in presentation.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
  /// A user's gesture is dismissing the presentation: the sheet slides away next.
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// A user's gesture dismissed the presentation: the presented controller is gone.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// A user's gesture tried to dismiss the presentation and was refused (modal in presentation, or the delegate
  /// said no): the sheet slides back.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// By default a user may dismiss, as UIKit's default.
  ///
  /// - Parameter presentationController: The presentation asking.
  /// - Returns: `true`.
  public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    true
  }
  /// Does nothing by default.
  ///
  /// - Parameter presentationController: The presentation being dismissed.
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  /// Does nothing by default.
  ///
  /// - Parameter presentationController: The dismissed presentation.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Does nothing by default.
  ///
  /// - Parameter presentationController: The presentation that stayed.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// An adaptive presentation delegate that also hears when a sheet's detent changes, as UIKit's
/// `UISheetPresentationControllerDelegate`.
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// The sheet settled at another detent (a drag between detents; not a change made in code, as in UIKit).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
  /// Does nothing by default.
  ///
  /// - Parameter sheetPresentationController: The sheet whose detent changed.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {}
}
