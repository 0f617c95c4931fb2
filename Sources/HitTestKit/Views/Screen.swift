import Foundation

/// The device's screen, as UIKit's `UIScreen`: its size in points and its scale.
///
/// ``main`` is an iPhone's screen of 390 × 844 points at 3 pixels per point (the iPhone 12 to 14 size, a
/// HitTestKit choice: scenes choose their own window sizes). It is a constant value, shared safely by parallel
/// tests; nothing in dispatch reads it.
public final class Screen: Sendable {
  /// The screen UIKit code asks for with `UIScreen.main`.
  public static let main = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

  /// The screen's rectangle in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat

  /// A screen of `bounds` points at `scale` pixels per point.
  ///
  /// - Parameters:
  ///   - bounds: The screen's rectangle in points.
  ///   - scale: Pixels per point.
  public init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// Pixels per point of the physical screen: ``scale`` here.
  public var nativeScale: CGFloat { scale }
}
