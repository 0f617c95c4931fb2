extension GestureRecognizer.WithholdingError: CustomStringConvertible {
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
