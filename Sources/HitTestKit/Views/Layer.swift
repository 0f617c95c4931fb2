/// A view's layer, as Core Animation's `CALayer` behind every `UIView`: the layer values of the view.
///
/// HitTestKit draws nothing on screen, so a layer here is the view seen through its layer's names. Values
/// that take part in touch handling are the view's own: ``masksToBounds`` is ``View/clipsToBounds``,
/// ``opacity`` is ``View/alpha``, ``isHidden`` is ``View/isHidden``, ``position`` is ``View/center``, and
/// ``bounds`` and ``frame`` are the view's. Values that only change drawing (``cornerRadius``,
/// ``borderWidth``) are kept so that code setting them runs and reads them back, and each says that it
/// changes no hit test: a rounded corner is still touchable, as in UIKit, where only an override of
/// `point(inside:with:)` makes it untouchable.
///
/// ```swift
/// button.layer.cornerRadius = 22   // drawing only: the corners still take touches
/// card.layer.masksToBounds = true  // card.clipsToBounds is now true
/// ```
public struct Layer {
  /// The view whose layer this is.
  public let view: View

  /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds`` (drawing only, see there).
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    nonmutating set { view.clipsToBounds = newValue }
  }

  /// The opacity, from 0 to 1: the view's ``View/alpha``, so below 0.01 the view is not hit-tested.
  public var opacity: Float {
    get { Float(view.alpha) }
    nonmutating set { view.alpha = CGFloat(newValue) }
  }

  /// Whether the layer is hidden: the view's ``View/isHidden``.
  public var isHidden: Bool {
    get { view.isHidden }
    nonmutating set { view.isHidden = newValue }
  }

  /// The layer's position in its superlayer: the view's ``View/center`` (UIKit's default anchor point).
  public var position: CGPoint {
    get { view.center }
    nonmutating set { view.center = newValue }
  }

  /// The layer's bounds: the view's ``View/bounds``.
  public var bounds: CGRect {
    get { view.bounds }
    nonmutating set { view.bounds = newValue }
  }

  /// The layer's frame: the view's ``View/frame``.
  public var frame: CGRect {
    get { view.frame }
    nonmutating set { view.frame = newValue }
  }

  /// The radius of the rounded corners (default 0).
  ///
  /// Drawing only: it never changes which points hit-test.
  ///
  /// In UIKit too, a view with rounded corners still takes touches in its corners; override
  /// `point(inside:with:)` (for example with `BezierPath(roundedRect:cornerRadius:)`) to exclude them.
  public var cornerRadius: CGFloat {
    get { view.layerValues?.cornerRadius ?? 0 }
    nonmutating set { drawingValues.cornerRadius = newValue }
  }

  /// The width of the border drawn inside the bounds (default 0).
  ///
  /// Drawing only: it changes no hit test.
  public var borderWidth: CGFloat {
    get { view.layerValues?.borderWidth ?? 0 }
    nonmutating set { drawingValues.borderWidth = newValue }
  }

  /// The layer as it appears on screen now: for now the model values themselves, as HitTestKit runs no
  /// animations yet.
  ///
  /// In UIKit the presentation layer is where an animation has got to, and hit testing a moving view uses it.
  /// Until HitTestKit models animations (a planned change), on-screen and model values are the same, so this
  /// returns a layer with the same values.
  public func presentation() -> Layer? {
    self
  }

  /// The drawing-only values of the view, made on first use.
  private var drawingValues: DrawingValues {
    if let values = view.layerValues { return values }
    let values = DrawingValues()
    view.layerValues = values
    return values
  }

  /// The values that only change drawing, kept apart so that a view whose layer is never styled stores none.
  final class DrawingValues {
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
  }
}

extension View {
  /// The view's layer: its values under Core Animation's names (see ``Layer``).
  public var layer: Layer { Layer(view: self) }
}
