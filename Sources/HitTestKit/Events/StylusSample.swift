import Foundation

/// One reading of a stylus (Apple Pencil): where it touches, how hard, and how it is held.
///
/// Synthetic stylus input (``Application/stylusDown(_:at:force:altitudeAngle:azimuthAngle:)``,
/// ``Application/stylusMove(_:through:predicted:)``) is made of these. The values follow UIKit's `UITouch`:
/// - ``force``: 1.0 is an average touch; from 0 to ``Touch/maximumPossibleForce-type.property``;
/// - ``altitudeAngle``: the angle above the screen, from 0 (flat) to π/2 (upright);
/// - ``azimuthAngle``: the direction the stylus points along the screen, in radians in window coordinates
///   (0 along the x axis, growing towards the y axis); any finite angle.
public struct StylusSample: Equatable, Sendable {
  /// Where the stylus touches, in window coordinates.
  public var location: CGPoint
  /// How hard it presses: 1.0 is an average touch.
  public var force: CGFloat
  /// Its angle above the screen, in radians: π/2 is upright.
  public var altitudeAngle: CGFloat
  /// The direction it points along the screen, in radians in window coordinates.
  public var azimuthAngle: CGFloat

  /// A reading at `location`; by default an average force, upright, pointing along the x axis.
  ///
  /// - Parameters:
  ///   - location: Where the stylus touches, in window coordinates.
  ///   - force: How hard it presses, from 0 to ``Touch/maximumPossibleForce-type.property``; 1 by default.
  ///   - altitudeAngle: Its angle above the screen, from 0 to π/2; π/2 (upright) by default.
  ///   - azimuthAngle: The direction it points, in radians in window coordinates; 0 by default.
  public init(
    location: CGPoint, force: CGFloat = 1, altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0
  ) {
    self.location = location
    self.force = force
    self.altitudeAngle = altitudeAngle
    self.azimuthAngle = azimuthAngle
  }

  /// The first value that is out of range, as an ``InputError``, or `nil` when the reading is valid.
  var invalidity: InputError? {
    if !location.isFinite { return .nonFiniteLocation(location) }
    if !(0...Touch.maximumPossibleForce).contains(force) {
      return .invalidParameter(name: "force", value: force)
    }
    if !(0...(CGFloat.pi / 2)).contains(altitudeAngle) {
      return .invalidParameter(name: "altitudeAngle", value: altitudeAngle)
    }
    if !azimuthAngle.isFinite { return .invalidParameter(name: "azimuthAngle", value: azimuthAngle) }
    return nil
  }
}
