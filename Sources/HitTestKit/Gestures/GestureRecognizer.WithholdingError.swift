extension GestureRecognizer {
  /// Why ``GestureRecognizer/withholdFromView(_:)`` refused to keep a touch from its view.
  ///
  /// The touch's delivery is left exactly as it was.
  public enum WithholdingError: Error, Equatable, CustomStringConvertible {
    /// The recognizer does not receive the touch (it was never delivered to it, or it ignores it), so the touch's
    /// delivery is not its to decide.
    case touchNotReceived(finger: Finger, recognizer: String)
    /// The touch's view has already been given `touchesBegan`: it can no longer be kept from it (a recognizer that
    /// recognizes with ``GestureRecognizer/cancelsTouchesInView`` cancels it instead).
    case viewAlreadyReceivedTouch(finger: Finger)

    /// What was wrong and how to fix it.
    public var description: String {
      switch self {
      case .touchNotReceived(let finger, let recognizer):
        "\(recognizer) does not receive the touch of \(finger); withhold only a touch in its receivedTouches"
      case .viewAlreadyReceivedTouch(let finger):
        "the view of \(finger)'s touch already received touchesBegan; withhold a touch before its view gets it "
          + "(delaysTouchesBegan holds it back), or recognize with cancelsTouchesInView to cancel it"
      }
    }
  }
}
