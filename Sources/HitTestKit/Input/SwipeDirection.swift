/// The four directions of a swipe, on a y-down screen.
public enum SwipeDirection: Sendable, CaseIterable {
  /// Towards smaller x.
  case left
  /// Towards larger x.
  case right
  /// Towards smaller y.
  case up
  /// Towards larger y.
  case down
}
