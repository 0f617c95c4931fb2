/// The sub-event samples of a touch, as UIKit's `coalescedTouches(for:)` and `predictedTouches(for:)`.
///
/// Synthetic input delivers one sample per event: nothing is coalesced between events and nothing is predicted.
extension Event {
  /// The samples of `touch` gathered since the previous event, as UIKit's `coalescedTouches(for:)`: the touch
  /// itself, the one sample synthetic input makes.
  ///
  /// - Parameter touch: A touch.
  /// - Returns: `[touch]` when the touch is in this event; `nil` when it is not, as UIKit.
  public func coalescedTouches(for touch: Touch) -> [Touch]? {
    touches.contains(touch) ? [touch] : nil
  }

  /// Where `touch` is predicted to go next, as UIKit's `predictedTouches(for:)`: none, since synthetic input
  /// predicts nothing.
  ///
  /// - Parameter touch: A touch.
  /// - Returns: An empty list when the touch is in this event; `nil` when it is not, as UIKit.
  public func predictedTouches(for touch: Touch) -> [Touch]? {
    touches.contains(touch) ? [] : nil
  }
}
