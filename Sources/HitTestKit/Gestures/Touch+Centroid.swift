extension Collection<Touch> {
  /// The mean location of the touches in `view`'s coordinates (`nil`: window); `(nan, nan)` when empty.
  ///
  /// Recognizers report where a multi-finger gesture is by this centroid (reference §5.19).
  func centroid(in view: View?) -> CGPoint {
    guard !isEmpty else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
    var sum = CGPoint.zero
    for touch in self {
      let point = touch.location(in: view)
      sum.x += point.x
      sum.y += point.y
    }
    return CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count))
  }
}
