extension InteractionTrace {
  /// Why a touch phase was not delivered to a view: UIKit's multi-touch rules at touch-down, or a touch that
  /// never reached a view.
  ///
  /// The cases that name another touch are `indirect` (boxed when made): refusals are rare, and every trace entry
  /// is as large as its largest case.
  public enum DeliveryRefusal: Equatable {
    /// The hit test found no view for the touch.
    case hitTestFoundNothing
    /// The view has `isMultipleTouchEnabled` off and already has another touch.
    indirect case multipleTouchDisabled(view: TracedObject, other: OtherTouch)
    /// Another view is exclusive-touch and has a touch (`other`).
    indirect case exclusiveTouchElsewhere(other: OtherTouch)
    /// The view is exclusive-touch and another view has a touch (`other`).
    indirect case exclusiveTouch(view: TracedObject, other: OtherTouch)
    /// The touch ended, but its view never received `touchesBegan` for it (it was refused then).
    case neverReceivedBegan(view: TracedObject)
    /// The touch began while `controller`'s transition (a push, a pop, a presentation or a dismissal) ran in the
    /// window: touches that begin then are refused, to their view and to every recognizer.
    case transitionRunning(controller: TracedObject)
  }

  /// The touch that a refused one was refused because of: its finger, its view, and whether it began in the same
  /// event (the first finger of an event gets the view) or earlier (its view is tracking it).
  public struct OtherTouch: Equatable {
    /// The other touch's finger.
    public let finger: Finger
    /// The view the other touch belongs to.
    public let view: TracedObject
    /// Whether it began in the same event as the refused touch.
    public let isInSameEvent: Bool

    /// The touch a refusal names.
    ///
    /// - Parameters:
    ///   - finger: The other touch's finger.
    ///   - view: The view it belongs to.
    ///   - isInSameEvent: Whether it began in the same event as the refused touch.
    public init(finger: Finger, view: TracedObject, isInSameEvent: Bool) {
      self.finger = finger
      self.view = view
      self.isInSameEvent = isInSameEvent
    }
  }
}

extension InteractionTrace.DeliveryRefusal {
  /// Which rule a refusal names, without its fields: what a test matches when the objects do not matter.
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    /// The hit test found no view for the touch.
    case hitTestFoundNothing
    /// The view has `isMultipleTouchEnabled` off and already has another touch.
    case multipleTouchDisabled
    /// Another view is exclusive-touch and has a touch.
    case exclusiveTouchElsewhere
    /// The view is exclusive-touch and another view has a touch.
    case exclusiveTouch
    /// The touch ended, but its view never received `touchesBegan` for it.
    case neverReceivedBegan
    /// The touch began while a transition ran in the window.
    case transitionRunning
  }

  /// Which rule the refusal names.
  public var kind: Kind {
    switch self {
    case .hitTestFoundNothing: .hitTestFoundNothing
    case .multipleTouchDisabled: .multipleTouchDisabled
    case .exclusiveTouchElsewhere: .exclusiveTouchElsewhere
    case .exclusiveTouch: .exclusiveTouch
    case .neverReceivedBegan: .neverReceivedBegan
    case .transitionRunning: .transitionRunning
    }
  }
}
