/// How a view lays out its content when its bounds and the content differ in size, as UIKit's
/// `UIView.ContentMode`.
///
/// The cases and raw values are UIKit's, in its order. `imageRect(for:in:)` says where each mode draws an
/// image; an image view hit-tests against that rectangle and the image's alpha.
public enum ContentMode: Int, CaseIterable, Hashable, Sendable {
  /// Stretches the content to fill the bounds exactly, changing its aspect ratio if needed (UIKit's default).
  case scaleToFill = 0
  /// Scales the content to fit inside the bounds, keeping its aspect ratio, centered; bars stay empty.
  case scaleAspectFit = 1
  /// Scales the content to cover the bounds, keeping its aspect ratio, centered; the excess is clipped.
  case scaleAspectFill = 2
  /// Redraws the content when the bounds change; an image is drawn as with `scaleToFill`.
  case redraw = 3
  /// Keeps the content's natural size, centered in the bounds.
  case center = 4
  /// Keeps the natural size, centered horizontally, touching the top edge.
  case top = 5
  /// Keeps the natural size, centered horizontally, touching the bottom edge.
  case bottom = 6
  /// Keeps the natural size, centered vertically, touching the left edge.
  case left = 7
  /// Keeps the natural size, centered vertically, touching the right edge.
  case right = 8
  /// Keeps the natural size, in the top-left corner.
  case topLeft = 9
  /// Keeps the natural size, in the top-right corner.
  case topRight = 10
  /// Keeps the natural size, in the bottom-left corner.
  case bottomLeft = 11
  /// Keeps the natural size, in the bottom-right corner.
  case bottomRight = 12
}
