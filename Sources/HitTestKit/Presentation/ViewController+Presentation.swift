extension ViewController {
  /// How this controller is shown when presented, as UIKit's `modalPresentationStyle` (default `.automatic`: a
  /// page sheet).
  ///
  /// Set it before presenting: the presentation controller is made for the style the first time it is asked for.
  public var modalPresentationStyle: ModalPresentationStyle {
    get { relations.modalPresentationStyle }
    set { relations.modalPresentationStyle = newValue }
  }

  /// Whether a user's gesture may not dismiss this controller when presented, as UIKit's `isModalInPresentation`
  /// (default false).
  ///
  /// When true, a swipe down or a tap on the dimming view does not dismiss the sheet: the presentation
  /// delegate's ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)`` is told
  /// instead, and ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` is not
  /// asked (UIKit's rule).
  public var isModalInPresentation: Bool {
    get { relations.isModalInPresentation }
    set { relations.isModalInPresentation = newValue }
  }

  /// The controller this one (or its container) presents, as UIKit's `presentedViewController`.
  public var presentedViewController: ViewController? {
    relations.presented ?? (parent.flatMap { _ in presentationHost.relations.presented })
  }

  /// The controller that presented this one (or its container), as UIKit's `presentingViewController`.
  public var presentingViewController: ViewController? {
    relations.presenting ?? (parent.flatMap { _ in presentationHost.relations.presenting })
  }

  /// The object that manages this controller's presentation, as UIKit's `presentationController`: a
  /// ``SheetPresentationController`` for a sheet style, a plain ``PresentationController`` for a cover.
  ///
  /// It is made the first time it is asked for, for the style set then (as in UIKit, set
  /// ``modalPresentationStyle`` first), and kept until the controller is dismissed.
  public var presentationController: PresentationController? {
    if let existing = relations.presentationController { return existing }
    let made: PresentationController =
      modalPresentationStyle.resolved == .pageSheet
      ? SheetPresentationController(presentedViewController: self, presenting: nil)
      : PresentationController(presentedViewController: self, presenting: nil)
    relations.presentationController = made
    return made
  }

  /// The presentation controller when this controller is shown as a sheet, as UIKit's
  /// `sheetPresentationController`; `nil` for a cover style.
  public var sheetPresentationController: SheetPresentationController? {
    presentationController as? SheetPresentationController
  }

  /// The outermost container of this controller: the controller that presents and is presented for it.
  var presentationHost: ViewController {
    var host = self
    while let parent = host.parent { host = parent }
    return host
  }

  /// Presents `presented` over this controller's window: the rules are ``present(_:animated:completion:)``'s.
  func presentViewController(_ presented: ViewController, animated: Bool, completion: (() -> Void)?) {
    if presented.relations.presenting != nil || presented === self {
      fatalError(
        "present: \(type(of: presented)) is already presented (UIKit raises the same)")
    }
    if presented.parent != nil {
      fatalError(
        "present: \(type(of: presented)) is a child of \(type(of: presented.parent!)); present its container instead"
      )
    }
    let host = presentationHost
    let controller = presented.presentationController!
    guard host.relations.presented == nil else {
      controller.record(.ignored(.present, because: .alreadyPresenting), in: host.viewIfLoaded?.window)
      return
    }
    guard let window = host.viewIfLoaded?.window else {
      controller.record(.ignored(.present, because: .notInWindow))
      return
    }
    guard window.runningTransitions.isEmpty else {
      controller.record(.ignored(.present, because: .transitionRunning), in: window)
      return
    }
    host.relations.presented = presented
    presented.relations.presenting = host
    controller.present(in: window, animated: animated, completion: completion)
  }

  /// Dismisses the controller this one presents, or this one: the rules are ``dismiss(animated:completion:)``'s.
  func dismissViewController(animated: Bool, completion: (() -> Void)?) {
    let host = presentationHost
    guard let dismissed = host.relations.presented ?? (host.relations.presenting != nil ? host : nil),
      let controller = dismissed.relations.presentationController
    else {
      return
    }
    guard let window = controller.containerView?.window else { return }
    guard window.runningTransitions.isEmpty else {
      controller.record(.ignored(.dismiss, because: .transitionRunning))
      return
    }
    controller.dismiss(animated: animated, cause: .programmatic, completion: completion)
  }
}
