extension InteractionTrace {
  /// How a recorded entry stores its decision: as its ``Kind``, or, for the three decisions that a traced tap
  /// records most and that name one finger, without the one-element array that their kind holds.
  ///
  /// The kind is made from the record when ``Entry/kind`` is read, so the array is made only for a trace that is
  /// read, and the renderers, the JSON export and tests see the same ``Kind`` either way. On the realistic screen
  /// a traced tap records ten such entries (its two events, two deliveries and six recognizers releasing a finger):
  /// with the six filtered lists the releases were found in, the traced tap fell from 107,231 to 97,860
  /// instructions, about 0.6k an array (`Documentation/Performance.md`, "tracecost").
  enum Record {
    /// Any decision, as its kind.
    case kind(Kind)
    /// ``Kind/event(number:touches:)`` of one touch.
    case eventOfOneTouch(number: Int, TouchSnapshot)
    /// ``Kind/delivered(phase:to:fingers:)`` of one finger.
    case deliveredToOneFinger(phase: Touch.Phase, view: TracedObject, finger: Finger)
    /// ``Kind/gesture(recognizer:_:)`` with ``GestureNote/released(fingers:)`` of one finger.
    case releasedOneFinger(recognizer: TracedObject, finger: Finger)

    /// The decision recorded.
    var kind: Kind {
      switch self {
      case .kind(let kind): kind
      case .eventOfOneTouch(let number, let touch): .event(number: number, touches: [touch])
      case .deliveredToOneFinger(let phase, let view, let finger):
        .delivered(phase: phase, to: view, fingers: [finger])
      case .releasedOneFinger(let recognizer, let finger):
        .gesture(recognizer: recognizer, .released(fingers: [finger]))
      }
    }
  }
}
