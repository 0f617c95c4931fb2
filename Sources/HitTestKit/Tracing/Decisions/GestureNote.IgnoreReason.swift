extension InteractionTrace.GestureNote {
  /// Why a recognizer stopped receiving a touch, or was never given it.
  public enum IgnoreReason: Equatable {
    /// It had finished (recognized, failed or cancelled) and waits for reset.
    case finishedWaitingForReset
    /// It recognized its gesture and waits for a recognizer it requires to fail: a new touch cannot undo that.
    case recognizedWaitingForFailure
    /// It takes part in another application's gesture until it is reset.
    case inAnotherApplication
    /// Its delegate removed it from its view while asked `shouldReceive`.
    case removedWhileAsked
    /// Its delegate disabled it while asked `shouldReceive`.
    case disabledWhileAsked
    /// It called ``GestureRecognizer/ignore(_:for:)``.
    case ignoreCalled
  }
}
