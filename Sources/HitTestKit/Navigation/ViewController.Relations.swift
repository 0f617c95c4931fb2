extension ViewController {
  /// Where a controller sits among other controllers: its container and children, and the presentation it
  /// takes part in.
  ///
  /// One stored value on ``ViewController``, written only by the containment, navigation and presentation code, and
  /// by the window whose root the controller is.
  struct Relations {
    /// The window whose ``Window/rootViewController`` this controller is, if any.
    weak var window: Window?
    /// The container controller (a navigation controller), if any.
    weak var parent: ViewController?
    /// The contained controllers, in order (a navigation controller's stack, root first).
    var children: [ViewController] = []
    /// The controller this one presents, kept alive while presented.
    var presented: ViewController?
    /// The controller that presents this one.
    weak var presenting: ViewController?
    /// How this controller is shown when presented.
    var modalPresentationStyle = ModalPresentationStyle.automatic
    /// Whether a user's gesture may not dismiss this controller when presented.
    var isModalInPresentation = false
    /// The object that manages this controller's presentation, made when first asked for or when presented.
    var presentationController: PresentationController?
  }
}
