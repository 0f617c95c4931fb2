/// How a touch's phases reach its hit-test view, given gesture recognizers and multi-touch rules.
struct ViewDelivery {
  enum Status {
    /// The view has not received `touchesBegan` for the touch yet.
    case notStarted
    /// The view received `touchesBegan` and waits for the rest.
    case delivering
    /// The view received `touchesEnded` or `touchesCancelled`.
    case finished
    /// A recognizer took the touch (`cancelsTouchesInView`); the view gets nothing more.
    case taken
    /// Never delivered to the view: multi-touch disabled, exclusive touch, or no view.
    case blocked
  }

  var status = Status.notStarted
  /// Phases held back by `delaysTouchesBegan` / `delaysTouchesEnded`, in order.
  var held = HeldPhases()
  /// A recognizer took the touch after the view received `touchesBegan`: send `touchesCancelled`.
  var needsCancellation = false
}

extension ViewDelivery {
  /// What taking a touch from its view (``Touch/takeFromView()``) owes the view.
  enum Taking {
    /// The view had received `touchesBegan`: it gets `touchesCancelled`, after the actions.
    case cancelled
    /// The view had not seen the touch (same event, or held back): it never hears of it.
    case withheld
  }
}

// The dispatcher's entry points for the parts and the built-in recognizers that decide a touch's delivery: only
// these, and the dispatcher's own code, write `Touch.delivery`.
extension Touch {
  /// Changes ``delivery``: moves it out, changes it and moves it back, so that no access to the stored value spans a
  /// call or a release and none is checked at run time (the gesture environment reads it for every recognizer).
  func changeDelivery(_ change: (inout ViewDelivery) -> Void) {
    var value = ViewDelivery()
    swap(&value, &delivery)
    defer { swap(&value, &delivery) }
    change(&value)
  }

  /// Takes the touch from its view for a recognizer that recognized with `cancelsTouchesInView`: its held phases
  /// are dropped, and its view is owed a cancellation or never hears of it.
  ///
  /// - Returns: What the view is owed, or `nil` when its delivery had already ended (finished, taken or blocked).
  func takeFromView() -> ViewDelivery.Taking? {
    switch delivery.status {
    case .delivering:
      delivery.needsCancellation = true
      changeDelivery { $0.held = [] }
      return .cancelled
    case .notStarted:
      delivery.status = .taken
      changeDelivery { $0.held = [] }
      return .withheld
    case .finished, .taken, .blocked:
      return nil
    }
  }

  /// Keeps the touch from its view, which has not seen it yet (a scroll view's `touchesShouldBegin(_:with:in:)`
  /// said no): the view gets none of its phases.
  func withholdFromView() {
    delivery.status = .blocked
  }

}

// What a touch's delivery to its view has come to, for recognizers and views (public: the built-in scroll view reads
// them as a subclass would), and for tests.
extension Touch {
  /// Whether the touch's view has not been given `touchesBegan` yet and still may be: a recognizer with
  /// ``GestureRecognizer/delaysTouchesBegan`` may be holding it back, or recognizers are seeing it first.
  ///
  /// A HitTestKit addition (UIKit keeps this private). False once the view has the touch, and for a touch that
  /// never reaches its view (taken by a recognizer, kept from it with ``GestureRecognizer/withholdFromView(_:)``,
  /// refused by ``View/isMultipleTouchEnabled`` or ``View/isExclusiveTouch``).
  public var isAwaitingView: Bool { delivery.status == .notStarted }

  /// Whether the touch's view has received `touchesBegan` for it and waits for the rest: what a recognizer that
  /// recognizes with ``GestureRecognizer/cancelsTouchesInView`` would cancel.
  ///
  /// A HitTestKit addition (UIKit keeps this private).
  public var isTrackedByView: Bool { delivery.status == .delivering }

  /// Whether the touch's view has received `touchesBegan` for it (it may since have had the rest).
  var hasReachedView: Bool { delivery.status == .delivering || delivery.status == .finished }
}

extension ViewDelivery {
  /// The phases held back from a touch's view, in order: a plain array.
  ///
  /// A hold is usually one or two phases (a touch-down held by a scroll view, a lift-off held by a tap waiting
  /// for a double tap). Packing them into one word saved nothing measurable (Documentation/Performance.md,
  /// "Leftover fast paths").
  typealias HeldPhases = [Touch.Phase]
}
