/// The sub-event samples of a touch, as UIKit's `coalescedTouches(for:)` and `predictedTouches(for:)`.
///
/// Finger input delivers one sample per event. Stylus input may give several
/// (``Application/stylusMove(_:through:predicted:)``): the earlier ones are the coalesced samples, made as touches of
/// their own with timestamps spread evenly since the previous event, and the predicted ones follow.
extension Event {
  /// The samples of `touch` gathered since the previous event, as UIKit's `coalescedTouches(for:)`: oldest first,
  /// the last one at the touch's own location and time; the touch itself when input gave one sample.
  ///
  /// - Parameter touch: A touch.
  /// - Returns: `[touch]` when the touch is in this event; `nil` when it is not, as UIKit.
  public func coalescedTouches(for touch: Touch) -> [Touch]? {
    touches.contains(touch) ? touch.coalescedSamples ?? [touch] : nil
  }

  /// Where `touch` is predicted to go next, as UIKit's `predictedTouches(for:)`: the predicted samples stylus input
  /// gave with the move, else none.
  ///
  /// - Parameter touch: A touch.
  /// - Returns: An empty list when the touch is in this event; `nil` when it is not, as UIKit.
  public func predictedTouches(for touch: Touch) -> [Touch]? {
    touches.contains(touch) ? touch.predictedSamples ?? [] : nil
  }
}
