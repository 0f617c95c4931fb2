/// A picture of a view hierarchy as SVG: every view's transformed frame, labelled, with touches and a
/// hit test drawn over it.
///
/// Each view is drawn as its bounds mapped into the coordinates of ``root`` (through every center,
/// bounds origin and transform on the way, as ``View/convert(_:to:)->CGPoint`` maps points), so a rotated or
/// scaled view is drawn as the quadrilateral it covers. A view whose ``View/clipsToBounds`` is true
/// clips its subviews' drawing (an SVG `clipPath`); the clipped-away part of a subview's frame is still
/// outlined, dotted, because a picture that explains touches should show where a view *is* as well as
/// what is drawn. Views that hit testing ignores are styled so they stand out: hidden, alpha below
/// 0.01 (``View/minimumHittableAlpha``), `isUserInteractionEnabled` false, and disabled controls — the
/// style also marks their subviews, which hit testing ignores with them. A ``ShapeView`` draws its path
/// and an ``ImageView`` its image (embedded as a PNG, up to ``maximumEmbeddedImagePixelCount`` pixels).
///
/// Over the views go the optional ``highlights``, ``dragPaths``, ``touchPoints`` and, for a ``trace``,
/// the hit test: views whose `hitTest(_:with:)` was called, the path from the root to the view hit, the
/// views passed over without a call, and the point tested. A legend on the right explains every style
/// that appears and lists the touches with their notes.
///
/// The SVG is deterministic text: views in drawing order (back to front), numbers with at most two
/// decimals, labels escaped, no randomness and no dates, so it can be compared with a golden file.
/// Non-finite geometry (NaN or infinite center, bounds or transform) is not drawn; the legend names the
/// views left out.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
/// let button = View(frame: CGRect(x: 20, y: 20, width: 80, height: 44))
/// button.name = "button"
/// window.addSubview(button)
/// let picture = ScenePicture(root: window, trace: window.hitTestTrace(at: CGPoint(x: 30, y: 30)))
/// try picture.svg.write(toFile: "scene.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The picture reads the views when ``svg`` is asked for, not when the value is made.
public struct ScenePicture {
  /// The view drawn with all its subviews; everything else is given in its bounds coordinates.
  public var root: View
  /// Touches to mark, in ``root``'s coordinates.
  public var touchPoints: [TouchPoint]
  /// Finger paths to draw as arrows, in ``root``'s coordinates.
  public var dragPaths: [DragPath]
  /// A hit test to draw: visited views, the hit path, views passed over, and the point tested.
  ///
  /// The trace's point is in the coordinates of the trace's own root, and is converted to ``root``'s.
  public var trace: HitTestTrace?
  /// Areas to shade, such as a shape's tap target, in ``root``'s coordinates.
  public var highlights: [Highlight]
  /// A title drawn above the scene, or `nil` for none.
  public var title: String?
  /// Whether image views embed their images; when false, only their frames are drawn.
  ///
  /// True by default.
  public var drawsImages = true

  /// The most pixels an embedded image may have, 262,144 (512 × 512): about 1.4 MB of base64 text, since
  /// images are embedded uncompressed.
  ///
  /// A larger image is drawn as its frame only, and the legend says so.
  public static let maximumEmbeddedImagePixelCount = 512 * 512

  /// Creates a picture of `root` and its subviews, with optional touches, drags, a hit test and
  /// highlights.
  ///
  /// - Parameters:
  ///   - root: The view drawn with all its subviews.
  ///   - touchPoints: Touches to mark, in `root`'s coordinates.
  ///   - dragPaths: Finger paths to draw as arrows, in `root`'s coordinates.
  ///   - trace: A hit test to draw, or `nil`.
  ///   - highlights: Areas to shade, in `root`'s coordinates.
  ///   - title: A title drawn above the scene, or `nil`.
  public init(
    root: View, touchPoints: [TouchPoint] = [], dragPaths: [DragPath] = [], trace: HitTestTrace? = nil,
    highlights: [Highlight] = [], title: String? = nil
  ) {
    self.root = root
    self.touchPoints = touchPoints
    self.dragPaths = dragPaths
    self.trace = trace
    self.highlights = highlights
    self.title = title
  }

  /// The picture as a standalone SVG document, ending with a newline.
  public var svg: String {
    var text = ""
    writeSVG(to: &text)
    return text
  }

  /// Writes the SVG document to any text stream.
  ///
  /// - Parameter stream: The stream the text is appended to.
  public func writeSVG(to stream: inout some TextOutputStream) {
    SceneRenderer(picture: self).write(to: &stream)
  }
}
