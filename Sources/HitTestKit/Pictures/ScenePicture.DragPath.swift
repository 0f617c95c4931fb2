extension ScenePicture {
  /// A finger's path in a picture: a dashed polyline with an arrowhead at the last point.
  public struct DragPath: Equatable, Sendable {
    /// The finger's locations in order, in the picture root's coordinates; at least two to be drawn.
    public var points: [CGPoint]
    /// A short label drawn at the first point, or `nil`.
    public var label: String?

    /// Creates a drag path through `points`.
    ///
    /// - Parameters:
    ///   - points: The finger's locations in order, in the picture root's coordinates.
    ///   - label: A short label drawn at the first point, or `nil`.
    public init(_ points: [CGPoint], label: String? = nil) {
      self.points = points
      self.label = label
    }

    /// Creates a straight drag from `start` to `end`.
    ///
    /// - Parameters:
    ///   - start: Where the drag starts, in the picture root's coordinates.
    ///   - end: Where it ends (the arrowhead).
    ///   - label: A short label drawn at the start, or `nil`.
    public init(from start: CGPoint, to end: CGPoint, label: String? = nil) {
      self.init([start, end], label: label)
    }
  }
}
