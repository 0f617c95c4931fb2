/// An object that manages a root view and sits in the responder chain, as UIKit's `UIViewController`.
///
/// Its root view's next responder is the controller, and the controller's is the root view's superview,
/// so touches that nobody in the view handles pass through the controller on the way up.
open class ViewController: Responder {
  /// The root view; setting it makes this controller the view's next responder.
  public var view: View {
    didSet {
      if oldValue.owningViewController === self { oldValue.owningViewController = nil }
      view.owningViewController = self
    }
  }

  /// Creates a controller managing `view`.
  public init(view: View) {
    self.view = view
    super.init()
    view.owningViewController = self
  }

  /// The next responder: the root view's superview (UIKit's rule).
  open override var next: Responder? { view.superview }
}
