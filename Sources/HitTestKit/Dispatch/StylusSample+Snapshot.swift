extension StylusSample {
  /// A touch of its own for this reading of `touch`'s stylus, as UIKit makes for coalesced and predicted samples:
  /// the same finger, view and window, this reading's location and values, at `timestamp`.
  func snapshot(of touch: Touch, timestamp: TimeInterval, phase: Touch.Phase) -> Touch {
    let sample = Touch(
      finger: touch.finger, location: location, timestamp: timestamp, tapCount: touch.tapCount)
    sample.phase = phase
    sample.previousWindowLocation = touch.windowLocation
    sample.stylus = self
    sample.view = touch.view
    sample.window = touch.window
    return sample
  }
}
