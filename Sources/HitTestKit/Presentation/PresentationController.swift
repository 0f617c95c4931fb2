import Foundation

/// The object that shows a presented controller over its presenter and takes it away, as UIKit's
/// `UIPresentationController`.
///
/// A presentation puts a container view (UIKit's transition view) on top of the window's subviews, and the
/// presented controller's view in it; ``SheetPresentationController`` adds a dimming view, detents and the
/// dismissal pan. Custom presentation controllers (subclasses with their own frames and animators) are out of
/// scope.
public class PresentationController {
  /// How long an animated presentation or dismissal slides: 0.35 s.
  ///
  /// HitTestKit's decision: UIKit documents no duration; this is the navigation transition's
  /// (``NavigationController/transitionDuration``), so that every transition in a scenario takes the same time.
  public static let transitionDuration: TimeInterval = 0.35

  /// The controller shown; the presentation does not keep it alive (the presenting controller does).
  public private(set) weak var presentedViewController: ViewController?
  /// The controller it is shown over, once presented.
  public var presentingViewController: ViewController? { presentedViewController?.relations.presenting }

  /// The object told of a user's attempt to dismiss (not kept alive), as UIKit's `delegate`.
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  /// The view that holds the presentation (UIKit's transition view), on top of the window's subviews while
  /// presented; `nil` before and after.
  public private(set) var containerView: View?

  /// The presented controller's view, as UIKit's `presentedView`.
  public var presentedView: View? { presentedViewController?.viewIfLoaded }

  /// The style the presentation shows: `.fullScreen`, `.overFullScreen` or `.pageSheet`
  /// (``ModalPresentationStyle/resolved``).
  public let presentationStyle: ModalPresentationStyle

  /// Creates the presentation of `presentedViewController`, as UIKit's initializer; the presented controller's
  /// ``ViewController/presentationController`` makes it for you.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller to show.
  ///   - presenting: The controller it will be shown over (set when presenting); unused here.
  public init(presentedViewController: ViewController, presenting: ViewController?) {
    self.presentedViewController = presentedViewController
    presentationStyle = presentedViewController.modalPresentationStyle.resolved
  }

  /// Puts the container in `window` and the presented view in it, then slides it in.
  func present(in window: Window, animated: Bool, completion: (() -> Void)?) {
    guard let presented = presentedViewController else { return }
    let container = PresentationContainerView(frame: window.bounds)
    container.name = "transitionView"
    containerView = container
    window.addSubview(container)
    installViews(in: container)
    let isAnimated = animated && window.application != nil
    let covers = presentationStyle == .fullScreen
    beginTransition(in: window)
    record(
      .presentationBegan(
        style: presentationStyle, frame: restingFrame, duration: isAnimated ? Self.transitionDuration : 0))
    if covers { presentingViewController?.viewWillDisappear(animated) }
    presented.viewWillAppear(animated)
    let end = { [self] in
      if covers, let presentingView = presentingViewController?.presentationHost.viewIfLoaded,
        presentingView.window === window
      {
        presentingView.removeFromSuperview()
      }
      endTransition(in: window)
      record(.presentationFinished)
      if covers { presentingViewController?.viewDidDisappear(animated) }
      presented.viewDidAppear(animated)
      completion?()
    }
    slide(in: true, animated: isAnimated, completion: end)
  }

  /// Slides the presentation out and removes it; a user's dismissal (`cause` not programmatic) tells the
  /// delegate `presentationControllerDidDismiss` at the end.
  func dismiss(animated: Bool, cause: Decision.DismissalCause, completion: (() -> Void)?) {
    guard let presented = presentedViewController, let presenting = presentingViewController,
      let container = containerView, let window = container.window
    else { return }
    // Controllers presented above this one go with it, without animation.
    if let above = presented.relations.presented, let aboveController = above.relations.presentationController
    {
      aboveController.dismiss(animated: false, cause: .programmatic, completion: nil)
    }
    let isAnimated = animated && window.application != nil
    let covers = presentationStyle == .fullScreen
    beginTransition(in: window)
    record(.dismissalBegan(cause, duration: isAnimated ? Self.transitionDuration : 0))
    presented.viewWillDisappear(animated)
    if covers {
      let presentingView = presenting.presentationHost.view!
      if presentingView.window == nil {
        window.insertSubview(presentingView, belowSubview: container)
        presentingView.frame = window.bounds
      }
      presenting.viewWillAppear(animated)
    }
    let end = { [self] in
      record(.dismissalFinished(cause))
      container.removeFromSuperview()
      containerView = nil
      endTransition(in: window)
      presenting.relations.presented = nil
      presented.relations.presenting = nil
      presented.relations.presentationController = nil
      presented.viewDidDisappear(animated)
      if covers { presenting.viewDidAppear(animated) }
      if cause != .programmatic { delegate?.presentationControllerDidDismiss(self) }
      completion?()
    }
    slide(in: false, animated: isAnimated, completion: end)
  }

  /// Moves the presented view (and what goes with it) from below the window to its resting frame, or back.
  func slide(in isArriving: Bool, animated: Bool, completion: @escaping () -> Void) {
    guard let view = movingView, let container = containerView else { return completion() }
    var below = restingFrame
    below.origin.y = container.bounds.maxY
    if isArriving { view.frame = below }
    let target = isArriving ? restingFrame : below
    let change = { [self] in
      view.frame = target
      showDimming(isArriving)
    }
    guard animated else {
      change()
      return completion()
    }
    View.animate(
      withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: change,
      completion: { _ in completion() })
  }

  /// The view that slides: the presented controller's view for a cover (a sheet wraps it).
  var movingView: View? { presentedView }

  /// Where the presented view rests: the container's bounds for a cover.
  var restingFrame: CGRect { containerView?.bounds ?? .zero }

  /// Puts the presented view in `container`.
  func installViews(in container: View) {
    guard let view = presentedViewController?.view else { return }
    container.addSubview(view)
    view.frame = restingFrame
  }

  /// Shows or hides what dims the presenting view (nothing for a cover).
  func showDimming(_ isShown: Bool) {}

  private func beginTransition(in window: Window) {
    guard let presented = presentedViewController else { return }
    window.runningTransitions.append(presented)
  }

  private func endTransition(in window: Window) {
    guard let presented = presentedViewController else { return }
    window.runningTransitions.removeAll { $0 === presented }
  }

  /// Records a presentation decision when the window's application is tracing (the presentation's window, else
  /// `window`).
  func record(_ decision: @autoclosure () -> Decision, in window: Window? = nil) {
    let window = containerView?.window ?? window
    guard let application = window?.application, let presented = presentedViewController else { return }
    application.record(.presentation(controller: TracedObject(presented), decision()))
  }
}

/// The container of a presentation (UIKit's transition view): it fills the window, and touches that reach it and
/// none of its subviews pass through to the views below (UIKit's transition view does the same where a sheet's
/// detent leaves the presenting view undimmed).
final class PresentationContainerView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
