#if !canImport(CoreGraphics)
  public import Foundation

  extension CGPoint {
    /// Returns the point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    ///
    /// - Parameter t: The transform to apply.
    /// - Returns: The transformed point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// Returns the size transformed by the linear part of `t` (no translation), as Core Graphics does.
    ///
    /// The result may have negative components (a flip keeps its sign).
    ///
    /// - Parameter t: The transform to apply.
    /// - Returns: The transformed size.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// Returns the smallest axis-aligned rectangle that contains the four transformed corners.
    ///
    /// This is Core Graphics' rule: a rotated rectangle becomes its bounding box. The null rectangle
    /// stays null.
    ///
    /// - Parameter t: The transform to apply.
    /// - Returns: The bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if isNull { return self }
      return boundingBox(ofCorners: self, through: t)
    }
  }
#endif
