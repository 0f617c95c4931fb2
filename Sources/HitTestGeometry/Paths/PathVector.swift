import Foundation

/// A 2-D vector in `Double`, the working type of the path algorithms (internal; `CGPoint` at the API).
struct PathVector: Hashable {
  var x: Double
  var y: Double

  init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  init(_ point: CGPoint) {
    self.init(Double(point.x), Double(point.y))
  }

  static let zero = PathVector(0, 0)

  var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }

  static func + (a: PathVector, b: PathVector) -> PathVector { PathVector(a.x + b.x, a.y + b.y) }
  static func - (a: PathVector, b: PathVector) -> PathVector { PathVector(a.x - b.x, a.y - b.y) }
  static func * (a: PathVector, s: Double) -> PathVector { PathVector(a.x * s, a.y * s) }
  static func * (s: Double, a: PathVector) -> PathVector { PathVector(a.x * s, a.y * s) }
  static prefix func - (a: PathVector) -> PathVector { PathVector(-a.x, -a.y) }

  func dot(_ other: PathVector) -> Double { x * other.x + y * other.y }
  /// The z component of the 3-D cross product: positive when `other` turns towards +y from `self`.
  func cross(_ other: PathVector) -> Double { x * other.y - y * other.x }
  var lengthSquared: Double { x * x + y * y }
  var length: Double { (x * x + y * y).squareRoot() }
  var isFinite: Bool { x.isFinite && y.isFinite }
  /// The vector turned a quarter turn towards +y: `(−y, x)`.
  var perpendicular: PathVector { PathVector(-y, x) }

  /// The unit vector in the same direction, or `nil` for a zero (or non-finite) vector.
  var normalized: PathVector? {
    let length = self.length
    guard length > 0, length.isFinite else { return nil }
    return PathVector(x / length, y / length)
  }

  func distance(to other: PathVector) -> Double { (self - other).length }

  /// Linear interpolation: `self` at 0, `other` at 1.
  func lerp(_ other: PathVector, _ t: Double) -> PathVector {
    PathVector(x + (other.x - x) * t, y + (other.y - y) * t)
  }
}
