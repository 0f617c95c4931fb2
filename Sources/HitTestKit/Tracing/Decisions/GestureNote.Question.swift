extension InteractionTrace.GestureNote {
  /// A question the engine asked about a recognizer: which one, of whom, and about which other recognizer.
  public enum Question: Equatable {
    /// The delegate's `gestureRecognizer(_:shouldReceive:)`, for a touch of this finger.
    case shouldReceive(Finger)
    /// The delegate's `gestureRecognizerShouldBegin(_:)`.
    case shouldBegin
    /// A touched view's `gestureRecognizerShouldBegin(_:)` (asked only with `cancelsTouchesInView`).
    case viewShouldBegin(TracedObject)
    /// The delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, about another recognizer.
    case shouldRecognizeSimultaneously(with: TracedObject)
    /// A scroll view's `touchesShouldBegin(_:with:in:)`, about a content view whose touch it held.
    case touchesShouldBegin(in: TracedObject)
  }
}
