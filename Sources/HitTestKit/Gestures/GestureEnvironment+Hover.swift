extension GestureEnvironment {
  /// Moves the pointer to `location` (window coordinates; `nil` when it leaves the window) over `recognizers`,
  /// the hover recognizers of the view it is over and of that view's ancestors.
  ///
  /// A hover recognizer the pointer was over and is not any more ends; one it stays over changes; one it comes
  /// over begins (if enabled and possible). Actions are then sent and finished recognizers reset, as after an
  /// event. Hover recognizers take part in no touch gesture (they allow no touch type), so their transitions
  /// meet no other recognizer's arbitration except a delegate's or view's `gestureRecognizerShouldBegin`.
  func hover(_ recognizers: [HoverGestureRecognizer], at location: CGPoint?) {
    let hovering = active.compactMap { $0 as? HoverGestureRecognizer }
    for recognizer in hovering where !recognizers.contains(where: { $0 === recognizer }) {
      // Where the pointer went; its last place when it left the window.
      if let location { recognizer.pointerLocation = location }
      request(.ended, for: recognizer, cause: .pointerExited)
    }
    for recognizer in recognizers {
      if isActive(recognizer) {
        recognizer.pointerLocation = location
        request(.changed, for: recognizer, cause: .pointerMoved)
      } else if recognizer.isEnabled, recognizer.currentState == .possible {
        activate(recognizer)
        recognizer.pointerLocation = location
        request(.began, for: recognizer, cause: .pointerEntered)
      }
    }
    sendPendingActions()
    resetFinishedRecognizers()
  }
}
