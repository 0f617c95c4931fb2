public import Foundation

extension BezierPath {
  /// Creates a closed rectangle, as `UIBezierPath(rect:)`: it starts at the minimum corner and runs
  /// along the minimum-y edge first (clockwise on a y-down screen).
  ///
  /// The rectangle is standardized first; a rectangle with a NaN or infinite value, or the null
  /// rectangle, gives an empty path.
  ///
  /// ```swift
  /// print(BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)))
  /// // M (0, 0) L (10, 0) L (10, 5) L (0, 5) Z
  /// ```
  ///
  /// - Parameter rect: The rectangle.
  public init(rect: CGRect) {
    self.init()
    guard !rect.isNull, rect.isFinite else { return }
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    close()
  }

  /// Creates a closed ellipse inscribed in `rect`, as `UIBezierPath(ovalIn:)`.
  ///
  /// The ellipse is four cubic quarter-arcs (Core Graphics' construction, radial error below 0.03 %),
  /// starting at the middle of the maximum-x edge and running clockwise on a y-down screen.
  /// Non-finite or null rectangles give an empty path.
  ///
  /// ```swift
  /// BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).contains(CGPoint(x: 10, y: 5))  // true
  /// ```
  ///
  /// - Parameter rect: The rectangle the ellipse is inscribed in.
  public init(ovalIn rect: CGRect) {
    self.init()
    guard !rect.isNull, rect.isFinite else { return }
    let r = rect.standardized
    var unit = BezierPath()
    unit.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    unit.close()
    let transform = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
      .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
    append(unit.applying(transform))
  }

  /// Creates a closed rectangle with circular corners, as `UIBezierPath(roundedRect:cornerRadius:)`.
  ///
  /// The radius is clamped to half the shorter side (UIKit's rule), so a large radius makes a capsule.
  /// Each corner is a circular quarter arc; UIKit draws slightly smoother "continuous" corners, which
  /// differ from these by a fraction of a point. A negative or non-finite radius counts as 0.
  ///
  /// ```swift
  /// let button = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 44), cornerRadius: 8)
  /// button.contains(CGPoint(x: 0.5, y: 0.5))  // false: cut off by the corner
  /// ```
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius, in points; clamped to half the shorter side.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    guard !rect.isNull, rect.isFinite else { return }
    let r = rect.standardized
    let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(r.width, r.height) / 2) : 0
    guard radius > 0 else {
      self = BezierPath(rect: r)
      return
    }
    let half = CGFloat.pi / 2
    move(to: CGPoint(x: r.minX + radius, y: r.minY))
    addArc(
      withCenter: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
      startAngle: -half, endAngle: 0, clockwise: true)
    addArc(
      withCenter: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
      startAngle: 0, endAngle: half, clockwise: true)
    addArc(
      withCenter: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
      startAngle: half, endAngle: .pi, clockwise: true)
    addArc(
      withCenter: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
      startAngle: .pi, endAngle: 3 * half, clockwise: true)
    close()
  }
}
