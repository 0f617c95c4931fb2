extension View {
  /// Attaches a recognizer: it will receive touches on this view and its descendants.
  ///
  /// A recognizer attached to another view moves here (UIKit's rule).
  ///
  /// - Parameter gestureRecognizer: The recognizer to attach to this view.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; one in the middle of a gesture is cancelled (or failed) at once.
  ///
  /// - Parameter gestureRecognizer: The recognizer to detach.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    if let environment = gestureRecognizer.gestureEnvironment, environment.removed(gestureRecognizer) {
      environment.application?.settleIfIdle()
    }
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  /// The recognizers attached to this view, in the order they were added.
  public var gestureRecognizers: [GestureRecognizer] { attachedGestureRecognizers }
}
