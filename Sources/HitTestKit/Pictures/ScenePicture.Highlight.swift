extension ScenePicture {
  /// An area to shade in a picture, such as a shape's tap target, with a legend entry.
  ///
  /// The area is the path's fill (nonzero rule, unless the path uses the even-odd rule), drawn under the
  /// views' labels and over their frames, in a translucent yellow.
  public struct Highlight: Equatable, Sendable {
    /// The area, in the picture root's coordinates.
    public var path: BezierPath
    /// What the area is, for the legend: "shaded: …".
    public var label: String

    /// Creates a highlight of `path`'s fill.
    ///
    /// - Parameters:
    ///   - path: The area, in the picture root's coordinates.
    ///   - label: What the area is, for the legend.
    public init(_ path: BezierPath, label: String) {
      self.path = path
      self.label = label
    }
  }
}
