extension GestureRecognizer {
  /// Why ``GestureRecognizer/withholdFromView(_:)`` refused to keep a touch from its view.
  ///
  /// The touch's delivery is left exactly as it was. Its words are in
  /// `Tracing/GestureRecognizer.WithholdingError+Description.swift`, with the trace's other wording.
  public enum WithholdingError: Error, Equatable {
    /// The recognizer does not receive the touch (it was never delivered to it, or it ignores it), so the touch's
    /// delivery is not its to decide.
    case touchNotReceived(finger: Finger, recognizer: String)
    /// The touch's view has already been given `touchesBegan`: it can no longer be kept from it (a recognizer that
    /// recognizes with ``GestureRecognizer/cancelsTouchesInView`` cancels it instead).
    case viewAlreadyReceivedTouch(finger: Finger)
  }
}
