public import Foundation

extension ContentMode {
  /// Where UIKit draws an image of `imageSize` points in a view with `bounds`, for this content mode.
  ///
  /// The rules, as `UIImageView` (through its layer's contents gravity) lays an image out, with no
  /// rounding to pixels:
  ///
  /// - Parameters:
  ///   - imageSize: The image's size in points, as `UIImage.size`.
  ///   - bounds: The image view's bounds.
  /// - `scaleToFill` and `redraw`: the bounds themselves.
  /// - `scaleAspectFit`: the largest rectangle of the image's aspect ratio inside the bounds, centered;
  ///   the limiting dimension equals the bounds' exactly. `scaleAspectFill`: the smallest one covering
  ///   the bounds, centered (it extends outside them; the view clips it only if `clipsToBounds`).
  /// - The other modes keep the natural size and align it: `left`/`right` (and the corners) touch that
  ///   edge, `top`/`bottom` likewise, and an axis with no edge named is centered.
  ///
  /// ```swift
  /// ContentMode.scaleAspectFit.imageRect(for: CGSize(width: 200, height: 100),
  ///                                      in: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// // (0, 25, 100, 50)
  /// ContentMode.bottomRight.imageRect(for: CGSize(width: 30, height: 20),
  ///                                   in: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// // (70, 80, 30, 20)
  /// ```
  ///
  /// Bounds with a negative size are standardized first; zero-size bounds give an aspect-fit rectangle
  /// of zero size at their center. A non-finite input, or an image with no area, gives `CGRect.null`:
  /// nothing is drawn, so nothing can be hit.
  /// - Returns: The rectangle the image fills, in the view's bounds coordinates.
  public func imageRect(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
    guard imageSize.isFinite, bounds.isFinite, imageSize.width > 0, imageSize.height > 0 else { return .null }
    let bounds = bounds.standardized
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let widthRatio = bounds.width / imageSize.width
      let heightRatio = bounds.height / imageSize.height
      // The limiting axis takes the bounds' length exactly; the other scales by that axis' ratio.
      let widthLimits = self == .scaleAspectFit ? widthRatio <= heightRatio : widthRatio >= heightRatio
      let size =
        widthLimits
        ? CGSize(width: bounds.width, height: imageSize.height * widthRatio)
        : CGSize(width: imageSize.width * heightRatio, height: bounds.height)
      return CGRect(
        x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    default:
      let (horizontal, vertical) = alignment
      let x = bounds.minX + (bounds.width - imageSize.width) * horizontal
      let y = bounds.minY + (bounds.height - imageSize.height) * vertical
      return CGRect(origin: CGPoint(x: x, y: y), size: imageSize)
    }
  }

  /// For the modes that keep the natural size: the fraction of the spare room placed before the image on
  /// each axis (0 = touch the minimum edge, 1/2 = centered, 1 = touch the maximum edge).
  private var alignment: (horizontal: CGFloat, vertical: CGFloat) {
    switch self {
    case .topLeft: return (0, 0)
    case .top: return (0.5, 0)
    case .topRight: return (1, 0)
    case .left: return (0, 0.5)
    case .right: return (1, 0.5)
    case .bottomLeft: return (0, 1)
    case .bottom: return (0.5, 1)
    case .bottomRight: return (1, 1)
    case .center, .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: return (0.5, 0.5)
    }
  }
}
