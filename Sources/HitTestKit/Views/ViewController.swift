/// An object that manages a root view and sits in the responder chain, as UIKit's `UIViewController`.
///
/// Its root view's next responder is the controller, and the controller's is the root view's superview,
/// so touches that nobody in the view handles pass through the controller on the way up.
///
/// The view loads lazily, as in UIKit: the first read of ``view`` calls ``loadView()`` (unless a view was
/// given), then ``viewDidLoad()``, once. Assigning the controller to a window's
/// ``Window/rootViewController`` installs its view in the window.
///
/// ```swift
/// final class CardController: ViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.addSubview(Button(frame: CGRect(x: 20, y: 20, width: 44, height: 44)))
///   }
/// }
/// window.rootViewController = CardController()  // loads the view, runs viewDidLoad, adds it to the window
/// ```
open class ViewController: Responder {
  /// The root view, once loaded or given.
  private var loadedView: View?
  /// Whether ``viewDidLoad()`` has run for the current view.
  private var didLoad = false
  /// The controller's title, as UIKit's `title`; traces name the controller by it (by its class when `nil`).
  public var title: String?
  /// The controller's parent and children, and what it presents or is presented by (`Navigation/`,
  /// `Presentation/`).
  var relations = Relations()

  /// The root view, loaded on first read: ``loadView()`` then ``viewDidLoad()``, as UIKit's `view`.
  ///
  /// Setting it makes this controller the view's next responder; setting `nil` forgets the view, and the next
  /// read loads a new one (and calls ``viewDidLoad()`` again), as in UIKit.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if let oldView = loadedView, oldView !== newValue, oldView.owningViewController === self {
        oldView.owningViewController = nil
      }
      loadedView = newValue
      newValue?.owningViewController = self
      if newValue == nil { didLoad = false }
    }
  }

  /// The root view if it is loaded, without loading it (UIKit's `viewIfLoaded`).
  public var viewIfLoaded: View? { loadedView }

  /// Whether the root view is loaded (UIKit's `isViewLoaded`).
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates a controller managing `view`; ``viewDidLoad()`` still runs when ``view`` is first read.
  ///
  /// - Parameter view: The view the controller manages, as its ``view``.
  public init(view: View) {
    super.init()
    self.view = view
  }

  /// Creates a controller whose view ``loadView()`` makes, as UIKit's designated initializer.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Must be `nil`: HitTestKit loads no nib files.
  ///   - nibBundleOrNil: The bundle of the nib; unused.
  /// - Precondition: `nibNameOrNil` is `nil`: HitTestKit loads no nib files (make the view in ``loadView()`` or
  ///   ``viewDidLoad()``).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    precondition(
      nibNameOrNil == nil,
      "ViewController(nibName: \"\(nibNameOrNil ?? "")\"): HitTestKit loads no nib files; pass nil and make the "
        + "view in loadView() or viewDidLoad()")
    super.init()
  }

  /// Creates a controller whose view ``loadView()`` makes.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Always `nil`: HitTestKit loads no controllers from storyboards (see ``View/init(coder:)``).
  ///
  /// It is `required`, as UIKit's is, so that the `required init?(coder:)` of UIKit view controllers compiles.
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the root view when ``view`` is read and none is loaded; the default makes a plain ``View``.
  ///
  /// Override it to make your own root view and assign it to ``view``, without calling `super` (UIKit's rule).
  /// The view's frame is set when it is installed (``Window/rootViewController`` gives it the window's bounds).
  open func loadView() {
    view = View(frame: .zero)
  }

  /// Called once the root view is loaded, before ``view`` returns it for the first time; the default does nothing.
  ///
  /// Override it to add subviews and gesture recognizers, and call `super`, as in UIKit.
  open func viewDidLoad() {}

  /// Called before the root view's ``View/layoutSubviews()`` at each layout pass of it; the default does nothing.
  ///
  /// Override it to adjust the layout before the view lays out its subviews, as in UIKit.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view's ``View/layoutSubviews()`` at each layout pass of it; the default does nothing.
  ///
  /// Override it to size subviews to the root view's bounds (`tableView.frame = view.bounds`), as UIKit code does:
  /// in `viewDidLoad` the root view does not have its final size yet.
  open func viewDidLayoutSubviews() {}

  /// Called when the view is about to appear; the default does nothing.
  ///
  /// That is when the controller becomes a window's root view controller (a HitTestKit decision; UIKit calls it
  /// when the window is shown).
  ///
  /// - Parameter animated: Whether the appearance is animated (false here).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared (after ``viewWillAppear(_:)``, when it became a window's root view
  /// controller's); the default does nothing.
  ///
  /// - Parameter animated: Whether the appearance was animated (false here).
  open func viewDidAppear(_ animated: Bool) {}

  /// Called when the view is about to leave: another controller replaces it as its window's root; the default
  /// does nothing.
  ///
  /// - Parameter animated: Whether the disappearance is animated (false here).
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left its window (replaced as the root); the default does nothing.
  ///
  /// - Parameter animated: Whether the disappearance was animated (false here).
  open func viewDidDisappear(_ animated: Bool) {}

  /// Makes `child` a child of this controller, as UIKit's `addChild(_:)`: it calls the child's
  /// ``willMove(toParent:)`` with this controller first (UIKit's rule); the container calls
  /// ``didMove(toParent:)`` once the child's view is in place.
  ///
  /// A child of another controller leaves that one first (its ``removeFromParent()``).
  ///
  /// - Parameter child: The controller to contain.
  /// - Precondition: `child` is not this controller nor one of its ancestors.
  open func addChild(_ child: ViewController) {
    addChildByDefault(child)
  }

  /// Removes this controller from its parent, as UIKit's `removeFromParent()`: it calls ``didMove(toParent:)``
  /// with `nil` afterwards (UIKit's rule; the container calls ``willMove(toParent:)`` with `nil` before).
  ///
  /// Its view stays where it is: the container removes it, as in UIKit.
  open func removeFromParent() {
    removeFromParentByDefault()
  }

  /// Called before this controller is added to or removed from a container; the default does nothing.
  ///
  /// ``addChild(_:)`` calls it with the container; a container calls it with `nil` before removing the child (a
  /// navigation controller's pop). Override it and call `super`, as in UIKit.
  ///
  /// - Parameter parent: The new container, or `nil` when it is being removed.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after this controller was added to or removed from a container; the default does nothing.
  ///
  /// A container calls it once the child's view is in place (a push's end); ``removeFromParent()`` calls it with
  /// `nil`. Override it and call `super`, as in UIKit.
  ///
  /// - Parameter parent: The new container, or `nil` once it was removed.
  open func didMove(toParent parent: ViewController?) {}

  /// Presents `viewControllerToPresent` over this controller's window, as UIKit's `present(_:animated:completion:)`.
  ///
  /// The presenting controller is the outermost container of this one (a navigation controller presents for the
  /// controllers on its stack), as UIKit's presentation context for full-screen and sheet styles; to stack a
  /// second presentation, present from the presented controller. The presented view slides up from the bottom
  /// (animated: ``PresentationController/transitionDuration`` on the virtual clock, touches refused meanwhile); a
  /// sheet sits at its selected detent above a dimming view. Appearance callbacks: the presented controller's
  /// `viewWillAppear`/`viewDidAppear`; for a full-screen cover also the presenting one's
  /// `viewWillDisappear`/`viewDidDisappear`, which a sheet does not send (observed since iOS 13: the presenting
  /// view stays visible behind a page sheet). It does nothing, traced, when the presenting controller's view is
  /// not in a window, when it already presents a controller, or while a transition runs (UIKit logs a warning for
  /// each).
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to show.
  ///   - flag: Whether to slide it in on the virtual clock.
  ///   - completion: Called once it is shown; `nil` for nothing.
  /// - Precondition: `viewControllerToPresent` is not already presented and not contained in another controller
  ///   (UIKit raises the same).
  open func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentViewController(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents, or this one when it presents nothing, as UIKit's
  /// `dismiss(animated:completion:)`.
  ///
  /// UIKit's rule: the presenting controller dismisses; called on the presented controller (or a controller in it,
  /// such as one on a presented navigation controller's stack), the call goes to its presenter. Controllers
  /// presented above the dismissed one go with it. The presentation delegate is not told (a dismissal in code,
  /// as Apple documents). With nothing to dismiss it does nothing; while a transition runs it does nothing,
  /// traced; either way the completion is not called.
  ///
  /// - Parameters:
  ///   - flag: Whether to slide the controller out on the virtual clock.
  ///   - completion: Called once it is gone; `nil` for nothing.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissViewController(animated: flag, completion: completion)
  }

  /// Loads the root view now if it is not loaded, as UIKit's `loadViewIfNeeded()`.
  ///
  /// - Precondition: ``loadView()`` assigns a view.
  public func loadViewIfNeeded() {
    if loadedView == nil {
      loadView()
      precondition(
        loadedView != nil,
        "\(type(of: self)).loadView() must assign a view to `view` (or call super.loadView())")
    }
    if !didLoad {
      didLoad = true
      viewDidLoad()
    }
  }

  /// The next responder: the controller that presented this one, if it was presented, else its root view's
  /// superview, else the window whose root controller it is; reading it does not load the view.
  ///
  /// Apple: "If the view controller's view is the root view of a window, the next responder is the window object. If
  /// the view controller was presented by another view controller, the next responder is the presenting view
  /// controller" (reference §4.3). So a touch a presented screen leaves unhandled, or a nil-target action sent from
  /// it, goes on to the screen that presented it (not to the presentation's container view), and from a window's root
  /// controller to the window even while a full-screen presentation has taken its view out of the window.
  open override var next: Responder? { relations.presenting ?? loadedView?.superview ?? relations.window }
}
