import Foundation

/// A container that shows one controller of a stack at a time and slides between them, as UIKit's
/// `UINavigationController`.
///
/// Its view shows the top controller's view, filling it. ``pushViewController(_:animated:)`` slides a new
/// controller in from the right; ``popViewController(animated:)`` slides the top one out to the right, revealing
/// the one below. Animated, the slide runs on the virtual clock for ``transitionDuration``, and touches that begin
/// in the window meanwhile are refused (``InteractionTrace/DeliveryRefusal/transitionRunning(controller:)``). The
/// stack (``viewControllers``) changes at once, as in UIKit; the appearance callbacks come in UIKit's order: the
/// leaving controller's `viewWillDisappear`, the arriving one's `viewWillAppear`, the slide, then
/// `viewDidDisappear` and `viewDidAppear`. A left-edge pan pops interactively
/// (``interactivePopGestureRecognizer``).
///
/// HitTestKit shows no navigation bar: there is no back button, and the top controller's view fills the
/// navigation controller's. Custom transition animators are out of scope.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: ListController())
/// window.rootViewController = navigation
/// navigation.pushViewController(DetailController(), animated: true)
/// try app.wait(.seconds(0.35))   // the slide ends: the detail's viewDidAppear runs
/// ```
open class NavigationController: ViewController {
  /// How long an animated push or pop slides: 0.35 s.
  ///
  /// UIKit documents no duration; 0.35 s is the one its transition coordinator reports for a push
  /// (`transitionCoordinator.transitionDuration`, as commonly logged), HitTestKit's decision on that observation.
  public static let transitionDuration: TimeInterval = 0.35

  /// How far the covered controller's view moves while the top one slides over it: 0.3 of the width.
  ///
  /// HitTestKit's decision, from the observed parallax of UIKit's push (the covered view slides about a third of
  /// the way left, not all of it).
  public static let coveredViewShift: CGFloat = 0.3

  /// The transition running now, if any.
  var transition: Transition?

  /// The recognizer behind ``interactivePopGestureRecognizer``, made with the controller.
  let interactivePop = ScreenEdgePanGestureRecognizer(edges: .left)

  /// The built-in delegate of the interactive pop, which lets it begin only with something to pop.
  let interactivePopRule = InteractivePopRule()

  /// Creates a navigation controller whose stack holds `rootViewController`, as UIKit's
  /// `init(rootViewController:)`.
  ///
  /// - Parameter rootViewController: The bottom controller of the stack, never popped.
  /// - Precondition: `rootViewController` is not a navigation controller (UIKit raises the same).
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setUpInteractivePop()
    push(rootViewController, animated: false)
  }

  /// Creates a navigation controller with an empty stack, as UIKit's designated initializer.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Must be `nil`: HitTestKit loads no nib files.
  ///   - nibBundleOrNil: Unused.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUpInteractivePop()
  }

  /// Creates a navigation controller with an empty stack.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Always `nil`: HitTestKit loads no controllers from storyboards.
  ///
  /// - Parameter coder: An unarchiver; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The stack, root first, top last, as UIKit's `viewControllers`; setting it replaces the stack without a
  /// transition (``setViewControllers(_:animated:)``).
  public var viewControllers: [ViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack, as UIKit's `topViewController`.
  public var topViewController: ViewController? { children.last }

  /// The controller whose view is shown: the one the top controller presents, if any, else the top one, as
  /// UIKit's `visibleViewController`.
  public var visibleViewController: ViewController? {
    var visible = topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  /// The left-edge pan that pops the top controller with the finger, as UIKit's
  /// `interactivePopGestureRecognizer`.
  ///
  /// A ``ScreenEdgePanGestureRecognizer`` watching the left edge, installed on this controller's view. Its
  /// built-in delegate lets it begin only when there is a controller to pop and no transition runs; a delegate
  /// of your own replaces that rule, as in UIKit (answer `viewControllers.count > 1` yourself: a pop begun at the
  /// root does nothing here, and is traced). See ``NavigationController`` and the article on navigation and sheets
  /// for how it completes and for its conflict with a horizontal scroll view at the left edge.
  public var interactivePopGestureRecognizer: GestureRecognizer? { interactivePop }

  /// Makes the view, with the interactive pop recognizer on it and the top controller's view filling it.
  ///
  /// Override it only to make your own root view, and call `super`.
  open override func loadView() {
    let container = View(frame: .zero)
    container.addGestureRecognizer(interactivePop)
    view = container
    if let top = topViewController { container.addSubview(top.view) }
  }

  /// Keeps the top controller's view filling the navigation controller's, outside transitions.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard transition == nil, let top = topViewController?.viewIfLoaded, top.superview === viewIfLoaded else {
      return
    }
    top.frame = view.bounds
  }

  /// Passes the appearance on to the top controller, as UIKit's containers do.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    topViewController?.viewWillAppear(animated)
  }

  /// Passes the appearance on to the top controller.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    topViewController?.viewDidAppear(animated)
  }

  /// Passes the disappearance on to the top controller.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    topViewController?.viewWillDisappear(animated)
  }

  /// Passes the disappearance on to the top controller.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    topViewController?.viewDidDisappear(animated)
  }

  /// Pushes `viewController` on the stack and slides its view in from the right, as UIKit's
  /// `pushViewController(_:animated:)`.
  ///
  /// The stack changes at once (``topViewController`` is the new controller on return). In a window, the
  /// appearance callbacks run in UIKit's order — the covered controller's `viewWillDisappear`, the pushed one's
  /// `viewWillAppear`, the slide (animated: ``transitionDuration`` on the virtual clock, touches refused
  /// meanwhile), then `viewDidDisappear` and `viewDidAppear` — and the pushed controller hears
  /// ``ViewController/didMove(toParent:)`` at the end. Outside a window only the stack changes. A push asked for
  /// while a transition runs is ignored and traced (HitTestKit's decision: UIKit's result is undefined, with an
  /// "unbalanced calls" warning).
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether to slide over ``transitionDuration``.
  /// - Precondition: `viewController` is not a navigation controller and is not on the stack already (UIKit
  ///   raises the same).
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    push(viewController, animated: animated)
  }

  /// Pops the top controller and slides the one below back in, as UIKit's `popViewController(animated:)`.
  ///
  /// The order mirrors a push: the popped controller's ``ViewController/willMove(toParent:)`` with `nil`, its
  /// `viewWillDisappear`, the revealed one's `viewWillAppear`, the slide, then `viewDidDisappear`,
  /// `viewDidAppear`, and the popped one's `didMove(toParent: nil)`. With only the root on the stack, or while a
  /// transition runs, nothing happens and the answer is `nil` (traced).
  ///
  /// - Parameter animated: Whether to slide over ``transitionDuration``.
  /// - Returns: The popped controller, or `nil` when nothing was popped.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    return popTop(animated: animated)
  }

  /// Pops every controller above the root, as UIKit's `popToRootViewController(animated:)`.
  ///
  /// Only the top one's view slides; the others leave without appearance callbacks, as in UIKit.
  ///
  /// - Parameter animated: Whether to slide over ``transitionDuration``.
  /// - Returns: The popped controllers, bottom first; empty when the root was on top, `nil` while a transition
  ///   runs (nothing is popped).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    return popToRoot(animated: animated)
  }

  /// Pops the controllers above `viewController`, as UIKit's `popToViewController(_:animated:)`.
  ///
  /// - Parameters:
  ///   - viewController: A controller on the stack, which becomes the top one.
  ///   - animated: Whether to slide over ``transitionDuration``.
  /// - Returns: The popped controllers, bottom first; `nil` when `viewController` is not on the stack or a
  ///   transition runs.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    return popTo(viewController, animated: animated)
  }

  /// Replaces the stack, as UIKit's `setViewControllers(_:animated:)`: the new top controller slides in as a push
  /// when it was not on the stack, else as a pop; the same top changes nothing on screen.
  ///
  /// While a transition runs the request is ignored and traced.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animated: Whether to slide over ``transitionDuration``.
  /// - Precondition: The stack holds no navigation controller and no controller twice.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    replaceStack(viewControllers, animated: animated)
  }

  private func setUpInteractivePop() {
    interactivePop.name = "interactivePopGestureRecognizer"
    interactivePopRule.navigationController = self
    interactivePop.delegate = interactivePopRule
    interactivePop.addTarget { [weak self] recognizer in self?.followInteractivePop(recognizer) }
  }

  /// Records a navigation decision when the window's application is tracing.
  func record(_ decision: @autoclosure () -> Decision, in window: Window? = nil) {
    if let application = (viewIfLoaded?.window ?? window)?.application {
      application.record(.navigation(controller: TracedObject(self), decision()))
    } else {
      interactivePop.recordInTrace(.navigation(controller: TracedObject(self), decision()))
    }
  }
}
