import Foundation

/// A touch's kind and stylus data, as UIKit's `UITouch` reports them.
///
/// A finger's touch (``Touch/TouchType/direct``) has UIKit's values for a finger: no force, upright, pointing along
/// the x axis. A stylus's touch (made by ``Application/stylusDown(_:at:force:altitudeAngle:azimuthAngle:)``) reports
/// its latest ``StylusSample``.
extension Touch {
  /// The force a touch reports at its greatest, as UIKit's `maximumPossibleForce`.
  ///
  /// Apple's documentation of `force` gives 1.0 as the force of an average touch and says the maximum is high
  /// enough to leave room above it; UIKit reports 20/3 (about 6.67) on devices with force sensing. That figure is
  /// used here.
  public static let maximumPossibleForce: CGFloat = 20.0 / 3.0

  /// What made the touch, as UIKit's `type`: ``TouchType/stylus`` for a stylus, else ``TouchType/direct``.
  public var type: TouchType { stylus == nil ? .direct : .stylus }

  /// The touch's force, where 1.0 is an average touch, as UIKit's `force`: the stylus's, or 0 for a finger (no
  /// force sensing).
  public var force: CGFloat { stylus?.force ?? 0 }

  /// The greatest force the touch can report, as UIKit's `maximumPossibleForce` (``Touch/maximumPossibleForce-type.property``).
  public var maximumPossibleForce: CGFloat { Touch.maximumPossibleForce }

  /// The stylus's angle above the screen, in radians, as UIKit's `altitudeAngle`: π/2 (upright) for a finger,
  /// as UIKit reports for touches that are not a stylus.
  public var altitudeAngle: CGFloat { stylus?.altitudeAngle ?? .pi / 2 }

  /// The direction the stylus points along the screen, in radians in `view`'s coordinates, as UIKit's
  /// `azimuthAngle(in:)`: 0 (along the x axis) for a finger, whatever the view.
  ///
  /// A stylus's azimuth is read in window coordinates and turned into `view`'s by the view's transforms: in a
  /// view rotated a quarter turn, a stylus pointing along the window's x axis points along the view's −y axis.
  ///
  /// - Parameter view: The view whose coordinates measure the angle; `nil` for the window's.
  /// - Returns: The azimuth angle in radians, in `-π...π` for a stylus.
  public func azimuthAngle(in view: View?) -> CGFloat {
    guard let stylus else { return 0 }
    guard let view else { return stylus.azimuthAngle }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(CGPoint(x: cos(stylus.azimuthAngle), y: sin(stylus.azimuthAngle)), from: nil)
    let angle = atan2(tip.y - origin.y, tip.x - origin.x)
    return angle.isFinite ? angle : stylus.azimuthAngle
  }

  /// The unit vector the stylus points along, in `view`'s coordinates, as UIKit's `azimuthUnitVector(in:)`:
  /// (1, 0) for a finger, matching ``azimuthAngle(in:)``.
  ///
  /// - Parameter view: The view whose coordinates measure the vector; `nil` for the window's.
  /// - Returns: The unit vector `(cos a, sin a)` for the azimuth angle `a`.
  public func azimuthUnitVector(in view: View?) -> CGVector {
    let angle = azimuthAngle(in: view)
    return CGVector(dx: cos(angle), dy: sin(angle))
  }
}
