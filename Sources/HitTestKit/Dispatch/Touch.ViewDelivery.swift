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
