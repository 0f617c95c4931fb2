extension ScenePicture {
  /// A touch to mark in a picture: a point, a short label beside its marker, and an optional note.
  ///
  /// Keep the ``label`` short (`"1"`, `"A"`, `"tap"`): it is drawn in the scene, placed where it covers
  /// no other label. The ``note`` goes in the legend, after the label: `"A: star's corner → ring"`.
  public struct TouchPoint: Equatable, Sendable {
    /// Where the finger touched, in the picture root's coordinates.
    public var location: CGPoint
    /// The text beside the marker.
    public var label: String
    /// A longer explanation for the legend, or `nil`.
    public var note: String?
    /// Whether the touch reached the view it was meant for: drawn filled when true, hollow when false,
    /// plain when `nil` (not said).
    public var succeeded: Bool?

    /// Creates a touch marker.
    ///
    /// - Parameters:
    ///   - location: Where the finger touched, in the picture root's coordinates.
    ///   - label: The short text beside the marker.
    ///   - note: A longer explanation for the legend, or `nil`.
    ///   - succeeded: Whether the touch reached the view it was meant for (filled or hollow marker); `nil`
    ///     for not said.
    public init(_ location: CGPoint, label: String, note: String? = nil, succeeded: Bool? = nil) {
      self.location = location
      self.label = label
      self.note = note
      self.succeeded = succeeded
    }
  }
}
