public import Foundation

/// A view that draws an image, as UIKit's `UIImageView`, and can hit-test against the image's alpha.
///
/// **It ignores touches until you turn them on.** As in UIKit, ``View/isUserInteractionEnabled`` starts out
/// false for an image view, so a touch passes through it (and through its subviews) to the views behind,
/// as if it were not there. Set it to true to make the image view hittable.
///
/// By default a hittable image view answers every point of its bounds, drawn or not, as any view. Set
/// ``alphaHitThreshold`` to hit-test the pixels instead: then a point is inside only where the image is
/// drawn, through ``contentMode``, with an alpha of at least the threshold. Transparent corners, the hole
/// of a ring and the bars beside an aspect-fit image let touches through to the views behind.
///
/// ```swift
/// let star = ImageView(image: starImage)  // frame (0, 0) with the image's size in points
/// star.isUserInteractionEnabled = true
/// star.alphaHitThreshold = 128
/// window.addSubview(star)
/// window.hitTest(transparentCorner, with: nil)  // the view behind the star, not the star
/// ```
///
/// The hit test receives the point already converted into the view's bounds coordinates, so the mask
/// follows the view wherever its transform, or an ancestor's, has moved, scaled or rotated it.
open class ImageView: View {
  /// The image drawn; nil draws nothing, and then an alpha hit test never hits.
  ///
  /// Setting it does not resize the view (UIKit's rule); only ``init(image:)`` takes the image's size.
  public var image: Image?

  /// How the image is laid out in the bounds (default `.scaleToFill`, as UIKit's).
  ///
  /// See `ContentMode.imageRect(for:in:)` for where each mode draws the image.
  public var contentMode: ContentMode = .scaleToFill

  /// The lowest pixel alpha that counts as a hit, or nil to hit-test the bounds as any view does.
  ///
  /// With a value, ``point(inside:with:)`` is true only where the pixel under the point has an alpha
  /// **greater than or equal to** the threshold (so 1 means "any pixel that is not fully transparent",
  /// 255 "only opaque pixels", and 0 "anywhere the image is drawn"). A point where the image is not
  /// drawn — outside ``ImageView/imageRect``, such as the bars beside an aspect-fit image — is not
  /// inside; neither is a point outside the bounds, even where an aspect-fill image overflows them:
  /// the mask narrows the bounds and never widens them.
  public var alphaHitThreshold: UInt8?

  /// Creates an image view showing `image`, with a frame at the origin of the image's size in points.
  ///
  /// A nil image gives a zero frame. User interaction starts disabled (see ``ImageView``).
  ///
  /// - Parameter image: The image to show, as `UIImageView.image`; `nil` for none.
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view with no image and the given frame; user interaction starts disabled.
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Where the image is drawn in the bounds, through ``contentMode``; `CGRect.null` without an image.
  public var imageRect: CGRect {
    guard let image else { return .null }
    return contentMode.imageRect(for: image.size, in: bounds)
  }

  /// Whether `point` is inside: the bounds when ``alphaHitThreshold`` is nil, else the alpha mask.
  ///
  /// With a threshold, the point (in bounds coordinates) must be inside the bounds, inside the drawn
  /// ``imageRect``, and on a pixel whose alpha is at least the threshold; `Image.pixel(at:in:contentMode:)`
  /// picks the pixel. A traced hit test records the pixel, its alpha and the threshold, so the trace and
  /// `explainMiss(of:at:)` can name the transparent pixel that let the touch through.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - event: The event that caused the check, or `nil`.
  /// - Returns: `true` if `point` is inside: in the bounds, and on an opaque enough pixel when there is a
  ///   threshold.
  open override func point(inside point: CGPoint, with event: Event?) -> Bool {
    guard let threshold = alphaHitThreshold else { return super.point(inside: point, with: event) }
    let check = alphaCheck(at: point, threshold: threshold)
    event?.hitTestRecorder.note(.alphaCheck(check), in: self)
    return check.contains
  }

  /// The alpha test at `point` against `threshold`, with everything a trace needs to explain it.
  func alphaCheck(at point: CGPoint, threshold: UInt8) -> HitTestTrace.AlphaCheck {
    var check = HitTestTrace.AlphaCheck(
      point: point, bounds: bounds, imageRect: imageRect, contentMode: contentMode, threshold: threshold,
      hasImage: image != nil)
    guard let image, bounds.halfOpenContains(point),
      let pixel = image.pixel(at: point, in: bounds, contentMode: contentMode)
    else { return check }
    check.pixel = pixel
    check.alpha = image.alpha(atPixelX: pixel.x, y: pixel.y)
    return check
  }
}

extension HitTestTrace {
  /// What an ``ImageView``'s alpha hit test found at a point: the pixel, its alpha and the threshold.
  ///
  /// ``description`` says it as a learner reads it: `alpha 0 at pixel (3, 7) < threshold 128`.
  public struct AlphaCheck: Equatable, CustomStringConvertible {
    /// The point tested, in the view's bounds coordinates.
    public var point: CGPoint
    /// The view's bounds when it was tested.
    public var bounds: CGRect
    /// Where the image was drawn in the bounds (`CGRect.null` without an image).
    public var imageRect: CGRect
    /// The layout that placed the image.
    public var contentMode: ContentMode
    /// The view's ``ImageView/alphaHitThreshold``.
    public var threshold: UInt8
    /// Whether the view had an image.
    public var hasImage: Bool
    /// The pixel under the point; nil outside the bounds or where the image is not drawn.
    public var pixel: Image.PixelPosition?
    /// That pixel's alpha; nil when there is no pixel.
    public var alpha: UInt8?

    /// Creates the record of a test that found no pixel; set ``pixel`` and ``alpha`` when it found one.
    ///
    /// - Parameters:
    ///   - point: The point tested, in the view's bounds coordinates.
    ///   - bounds: The view's bounds when it was tested.
    ///   - imageRect: Where the image was drawn in the bounds (`CGRect.null` without an image).
    ///   - contentMode: The layout that placed the image.
    ///   - threshold: The view's ``ImageView/alphaHitThreshold``.
    ///   - hasImage: Whether the view had an image.
    ///   - pixel: The pixel under the point, if any.
    ///   - alpha: That pixel's alpha, if any.
    public init(
      point: CGPoint, bounds: CGRect, imageRect: CGRect, contentMode: ContentMode, threshold: UInt8,
      hasImage: Bool,
      pixel: Image.PixelPosition? = nil, alpha: UInt8? = nil
    ) {
      self.point = point
      self.bounds = bounds
      self.imageRect = imageRect
      self.contentMode = contentMode
      self.threshold = threshold
      self.hasImage = hasImage
      self.pixel = pixel
      self.alpha = alpha
    }

    /// Whether the point counts as inside: a pixel was found and its alpha is at least the threshold.
    public var contains: Bool {
      guard let alpha else { return false }
      return alpha >= threshold
    }

    /// The finding in words: the pixel, its alpha against the threshold, or why there was no pixel.
    public var description: String {
      guard hasImage else { return "no image, so nothing to hit (alpha threshold \(threshold))" }
      guard let pixel, let alpha else {
        if !bounds.halfOpenContains(point) {
          return "outside bounds \(bounds.compactDescription) (the alpha mask never reaches beyond them)"
        }
        if imageRect.isNull || imageRect.isEmpty { return "the image is not drawn, so nothing to hit" }
        return "no image pixel there: \(contentMode) draws the image at \(imageRect.compactDescription) "
          + "in bounds \(bounds.compactDescription)"
      }
      let comparison = alpha >= threshold ? "≥" : "<"
      return "alpha \(alpha) at pixel (\(pixel.x), \(pixel.y)) \(comparison) threshold \(threshold)"
    }
  }
}
