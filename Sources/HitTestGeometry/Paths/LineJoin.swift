/// The shape that fills the notch where two segments of a stroke meet at an angle, as `CGLineJoin`.
///
/// The notch is on the outer side of the turn, between the two segments' end edges. The rules follow
/// Core Graphics and Skia:
/// - ``miter`` extends both outer edges until they meet, unless the miter length divided by the line
///   width, `1 / sin(θ / 2)` for an angle θ between the segments, exceeds the miter limit; the join is
///   then drawn as ``bevel``.
/// - ``round`` fills the notch with the circular sector of radius `lineWidth / 2` centred on the joint
///   (the outer sector only, as Skia and Core Graphics draw it: the rest of the disc is not added).
/// - ``bevel`` fills the notch with the triangle between the joint and the two outer corners.
///
/// ```swift
/// // A right-angle corner stroked 10 pt wide: the miter tip is 5·√2 ≈ 7.07 pt from the joint.
/// corner.strokeContains(CGPoint(x: 104.9, y: -4.9), width: 10, lineJoin: .miter)  // true
/// corner.strokeContains(CGPoint(x: 104.9, y: -4.9), width: 10, lineJoin: .bevel)  // false
/// ```
public enum LineJoin: Hashable, Sendable, CaseIterable {
  /// Sharp corners, cut to a bevel beyond the miter limit (`CGLineJoin.miter`, the default).
  case miter
  /// Rounded corners (`CGLineJoin.round`).
  case round
  /// Corners cut straight across (`CGLineJoin.bevel`).
  case bevel
}
