extension View {
  /// Attaches a recognizer: it will receive touches on this view and its descendants.
  ///
  /// A recognizer attached to another view moves here (UIKit's rule).
  ///
  /// - Parameter gestureRecognizer: The recognizer to attach to this view.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    changeAttachedGestureRecognizers { $0.append(gestureRecognizer) }
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
    changeAttachedGestureRecognizers { $0.removeAll { $0 === gestureRecognizer } }
    gestureRecognizer.view = nil
  }

  /// Changes ``attachedGestureRecognizers`` by moving the list out and back, so that no access to the stored list
  /// spans a call or a release and binding's read of it at every view up the hierarchy is not checked at run time.
  private func changeAttachedGestureRecognizers(_ change: (inout [GestureRecognizer]) -> Void) {
    var list: [GestureRecognizer] = []
    swap(&list, &attachedGestureRecognizers)
    defer { swap(&list, &attachedGestureRecognizers) }
    change(&list)
  }

  /// The recognizers attached to this view, in the order they were added; `nil` when there are none, as UIKit's.
  ///
  /// Setting it removes every recognizer attached now, then adds the new ones in order
  /// (``removeGestureRecognizer(_:)``, ``addGestureRecognizer(_:)``).
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
}
