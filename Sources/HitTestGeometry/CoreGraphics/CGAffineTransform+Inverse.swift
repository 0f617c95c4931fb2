#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  import Foundation
#endif

extension CGAffineTransform {
  /// The inverse transform, or `nil` when the matrix cannot be inverted.
  ///
  /// A matrix is singular when its determinant `a·d − b·c` is zero (for example a scale of 0 on either
  /// axis) or not finite (NaN or infinite entries). Unlike ``inverted()``, which returns a singular
  /// matrix unchanged as Core Graphics does, this never yields a nonsense transform: hit testing uses it
  /// to decide that a view flattened to a line or a point is not hittable.
  ///
  /// ```swift
  /// CGAffineTransform(scaleX: 2, y: 4).inverse   // [0.5 0 0 0.25 0 0]
  /// CGAffineTransform(scaleX: 0, y: 1).inverse   // nil
  /// ```
  public var inverse: CGAffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite, tx.isFinite, ty.isFinite else { return nil }
    let inverseA = d / determinant
    let inverseB = -b / determinant
    let inverseC = -c / determinant
    let inverseD = a / determinant
    let result = CGAffineTransform(
      a: inverseA, b: inverseB, c: inverseC, d: inverseD,
      tx: -(tx * inverseA + ty * inverseC),
      ty: -(tx * inverseB + ty * inverseD))
    guard result.isFinite else { return nil }
    return result
  }

  /// Whether the matrix can be inverted (see ``inverse``).
  public var isInvertible: Bool { inverse != nil }

  /// Whether all six entries are finite (no NaN, no infinity).
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}

/// The bounding box of a rectangle's four corners mapped through `t` (Core Graphics' rect rule).
func boundingBox(ofCorners rect: CGRect, through t: CGAffineTransform) -> CGRect {
  let corners = [
    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
    CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
  ].map { $0.applying(t) }
  let xs = corners.map(\.x)
  let ys = corners.map(\.y)
  let minX = xs.min()!
  let minY = ys.min()!
  return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
}
