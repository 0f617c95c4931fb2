#if !canImport(CoreGraphics)
  public import Foundation

  /// An affine transformation matrix, with Core Graphics' fields and row-vector convention.
  ///
  /// Foundation on Linux has no `CGAffineTransform`; this type gives it the exact Core Graphics API
  /// and semantics so that UIKit code reads the same. A point is transformed as
  /// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty` (the matrix `[a b 0; c d 0; tx ty 1]` multiplies
  /// the row vector `[x y 1]` from the right). On Apple platforms the real type from CoreGraphics is
  /// used instead.
  ///
  /// ```swift
  /// let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
  /// CGPoint(x: 1, y: 1).applying(t)  // (12, 2): scaled first, then translated
  /// ```
  public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at row 1, column 1: the x scale in an axis-aligned transform.
    public var a: CGFloat
    /// The entry at row 1, column 2: how x feeds into y'.
    public var b: CGFloat
    /// The entry at row 2, column 1: how y feeds into x'.
    public var c: CGFloat
    /// The entry at row 2, column 2: the y scale in an axis-aligned transform.
    public var d: CGFloat
    /// The entry at row 3, column 1: the translation along x.
    public var tx: CGFloat
    /// The entry at row 3, column 2: the translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six entries, as `CGAffineTransformMake` does.
    ///
    /// - Parameters:
    ///   - a: The x scale entry (row 1, column 1).
    ///   - b: Row 1, column 2: how much x feeds into y.
    ///   - c: Row 2, column 1: how much y feeds into x.
    ///   - d: The y scale entry (row 2, column 2).
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates the identity transform, as Core Graphics' `CGAffineTransform()` does.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that changes nothing: `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform()

    /// Creates a transform that moves points by `(tx, ty)`.
    ///
    /// - Parameters:
    ///   - tx: How far points move along x, in points.
    ///   - ty: How far points move along y, in points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales x by `sx` and y by `sy` about the origin.
    ///
    /// - Parameters:
    ///   - sx: The factor for x.
    ///   - sy: The factor for y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation about the origin by `angle` radians.
    ///
    /// Positive angles turn the x axis towards the y axis: counterclockwise in Core Graphics' y-up
    /// space, clockwise on UIKit's y-down screen. Matrix: `[cos sin −sin cos 0 0]`.
    ///
    /// - Parameter angle: The rotation in radians; positive turns clockwise on UIKit's screen.
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns the transform that applies `self` first and then `t2` (the matrix product `self · t2`).
    ///
    /// - Parameter t2: The transform applied after this one.
    /// - Returns: The combined transform.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c,
        b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c,
        d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx,
        ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns the inverse, or `self` unchanged when the matrix is singular, as `CGAffineTransformInvert`.
    ///
    /// Core Graphics documents that a non-invertible matrix is returned as it is. Hit testing must not
    /// rely on that (the result is nonsense); it uses ``inverse`` instead, which is `nil` then.
    public func inverted() -> CGAffineTransform {
      inverse ?? self
    }

    /// Returns a transform that translates by `(tx, ty)` before applying `self`.
    ///
    /// - Parameters:
    ///   - tx: The x translation, in points.
    ///   - ty: The y translation, in points.
    /// - Returns: The combined transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales by `(sx, sy)` before applying `self`.
    ///
    /// - Parameters:
    ///   - sx: The factor for x.
    ///   - sy: The factor for y.
    /// - Returns: The combined transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians before applying `self`.
    ///
    /// - Parameter angle: The rotation in radians; positive turns clockwise on UIKit's screen.
    /// - Returns: The combined transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }
#endif
