import Foundation

extension NavigationController {
  /// A step of a navigation controller's pushes and pops, as the interaction trace records it
  /// (``InteractionTrace/Kind/navigation(controller:_:)``); worded only by the trace's renderer.
  public enum Decision: Equatable {
    /// A push or pop began: `arriving` slides in over (or back from under) `leaving` for `duration` seconds (0:
    /// not animated); touches are refused until it finishes.
    case began(Operation, leaving: TracedObject?, arriving: TracedObject, duration: TimeInterval)
    /// The transition finished: completed, or cancelled (an interactive pop released back); `top` is the top
    /// controller now.
    case finished(Operation, completed: Bool, top: TracedObject?)
    /// A request did nothing, and why.
    case ignored(Request, because: IgnoreReason)
    /// The interactive pop began: `popping` follows the finger, `revealing` slides back from under it.
    case interactivePopBegan(popping: TracedObject, revealing: TracedObject)
    /// The finger lifted (or its touch was cancelled) at `progress` of the width, moving at `velocity` pt/s:
    /// the pop completes or slides back, by `rule`.
    case interactivePopReleased(progress: CGFloat, velocity: CGFloat, completes: Bool, rule: ReleaseRule)

    /// What a transition does.
    public enum Operation: String, Equatable, Sendable {
      /// A controller slides in over the top one.
      case push
      /// The top controller slides out, revealing the one below.
      case pop
    }

    /// A request a navigation controller can refuse.
    public enum Request: String, Equatable, Sendable {
      /// ``NavigationController/pushViewController(_:animated:)``.
      case push
      /// ``NavigationController/popViewController(animated:)`` and the other pops.
      case pop
      /// ``NavigationController/setViewControllers(_:animated:)``.
      case setViewControllers
      /// The interactive pop began (its delegate let it) with nothing to pop.
      case interactivePop
    }

    /// Why a request did nothing.
    public enum IgnoreReason: String, Equatable, Sendable {
      /// Another transition runs (HitTestKit's decision; UIKit's result is undefined).
      case transitionRunning
      /// Only the root controller is on the stack: there is nothing to pop.
      case onlyRootViewController
    }

    /// Which rule decided a released interactive pop.
    public enum ReleaseRule: String, Equatable, Sendable {
      /// Flicked right at ``NavigationController/interactivePopFlickVelocity`` or faster: it completes.
      case flickedForward
      /// Flicked left at that speed or faster: it slides back.
      case flickedBack
      /// Released past ``NavigationController/interactivePopCompletionProgress`` of the width: it completes.
      case pastMiddle
      /// Released before it: it slides back.
      case beforeMiddle
      /// Its touch was cancelled: it slides back.
      case touchCancelled
    }
  }
}

extension NavigationController.Decision {
  /// The controllers the decision names besides the navigation controller.
  public var namedObjects: [TracedObject] {
    switch self {
    case .began(_, let leaving, let arriving, _): (leaving.map { [$0] } ?? []) + [arriving]
    case .finished(_, _, let top): top.map { [$0] } ?? []
    case .interactivePopBegan(let popping, let revealing): [popping, revealing]
    case .ignored, .interactivePopReleased: []
    }
  }
}
