import Foundation

extension NavigationController {
  /// A push or pop in progress: who leaves, who arrives, and whether a finger drives it.
  struct Transition {
    /// What the transition does.
    let operation: Decision.Operation
    /// The controller whose view leaves (`nil` for the first push).
    let leaving: ViewController?
    /// The controller whose view arrives.
    let arriving: ViewController
    /// Whether the interactive pop drives it (its end is decided at release).
    let isInteractive: Bool
    /// The window it runs in (and refuses touches in), even if the navigation controller's view leaves it
    /// meanwhile.
    weak var window: Window?
  }

  /// Slides from `leaving`'s view to `arriving`'s (both already placed on the stack), with the appearance
  /// callbacks, animated on the virtual clock when asked and shown in a window.
  func move(
    from leaving: ViewController?, to arriving: ViewController, operation: Decision.Operation, animated: Bool
  ) {
    guard let container = viewIfLoaded, let window = container.window else {
      // Not on screen: no views move and no appearance callbacks run (UIKit sends them when the view appears).
      if let leaving, leaving.viewIfLoaded?.superview === viewIfLoaded {
        leaving.viewIfLoaded?.removeFromSuperview()
      }
      if let container = viewIfLoaded {
        container.addSubview(arriving.view)
        arriving.view.frame = container.bounds
      }
      finishMembership(leaving: leaving, arriving: arriving, operation: operation)
      return
    }
    let isAnimated = animated && window.application != nil
    begin(
      Transition(operation: operation, leaving: leaving, arriving: arriving, isInteractive: false), in: window
    )
    record(
      .began(
        operation, leaving: leaving.map(TracedObject.init), arriving: TracedObject(arriving),
        duration: isAnimated ? Self.transitionDuration : 0))
    let width = container.bounds.width
    let arrivingView = arriving.view!
    let leavingView = leaving?.viewIfLoaded
    if let leavingView, leavingView.superview === container { leavingView.frame = container.bounds }
    place(arrivingView, over: leavingView, operation: operation, in: container)
    let end = { [weak self] in
      arrivingView.frame = container.bounds
      if let leavingView {
        leavingView.frame.origin.x = operation == .pop ? width : -width * Self.coveredViewShift
      }
      _ = self
    }
    guard isAnimated else {
      end()
      finish(completed: true)
      return
    }
    View.animate(
      withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: end,
      completion: { [weak self] _ in self?.finish(completed: true) })
  }

  /// Puts the arriving view where the slide starts: a pushed view at the right edge, above; a revealed view a
  /// third of the width to the left, below the leaving one.
  func place(_ arrivingView: View, over leavingView: View?, operation: Decision.Operation, in container: View)
  {
    let width = container.bounds.width
    var start = container.bounds
    if operation == .push {
      start.origin.x += width
      container.addSubview(arrivingView)
    } else {
      start.origin.x -= width * Self.coveredViewShift
      if let leavingView, leavingView.superview === container {
        container.insertSubview(arrivingView, belowSubview: leavingView)
      } else {
        container.addSubview(arrivingView)
      }
    }
    arrivingView.frame = start
  }

  /// Starts `transition` in `window`: touches are refused there until it finishes; the leaving controller hears
  /// `viewWillDisappear`, the arriving one `viewWillAppear`.
  func begin(_ transition: Transition, in window: Window) {
    self.transition = transition
    self.transition?.window = window
    window.runningTransitions.append(self)
    transition.leaving?.viewWillDisappear(true)
    transition.arriving.viewWillAppear(true)
  }

  /// Ends the running transition: completed, the leaving view goes and the arriving controller appears;
  /// cancelled (an interactive pop released back), the arriving view goes and the leaving controller stays.
  func finish(completed: Bool) {
    guard let transition else { return }
    self.transition = nil
    transition.window?.runningTransitions.removeAll { $0 === self }
    let (gone, shown) =
      completed ? (transition.leaving, transition.arriving) : (transition.arriving, transition.leaving)
    if let goneView = gone?.viewIfLoaded, goneView.superview === viewIfLoaded {
      goneView.removeFromSuperview()
      goneView.frame = viewIfLoaded?.bounds ?? goneView.frame
    }
    if let shownView = shown?.viewIfLoaded, let container = viewIfLoaded {
      shownView.frame = container.bounds
    }
    if !completed {
      // UIKit's order for a cancelled interactive pop: the revealed controller leaves again, the popped one
      // appears again (its earlier viewWillDisappear is not followed by viewDidDisappear).
      transition.arriving.viewWillDisappear(true)
      transition.leaving?.viewWillAppear(true)
    }
    gone?.viewDidDisappear(true)
    shown?.viewDidAppear(true)
    record(
      .finished(transition.operation, completed: completed, top: topViewController.map(TracedObject.init)),
      in: transition.window)
    if completed {
      finishMembership(
        leaving: transition.leaving, arriving: transition.arriving, operation: transition.operation)
    }
  }

  /// The containment notices at a transition's end: a pushed controller's `didMove(toParent:)`, a popped one's
  /// `didMove(toParent: nil)`.
  private func finishMembership(
    leaving: ViewController?, arriving: ViewController, operation: Decision.Operation
  ) {
    if operation == .push {
      arriving.didMove(toParent: self)
    } else if let leaving, leaving.parent == nil {
      leaving.didMove(toParent: nil)
    }
  }
}
