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
/// A view's layer is its *model* layer: its values are the view's, and they change at once, even while an
/// animation runs. ``presentation()`` returns the *presentation* layer: a read-only copy of the values shown on
/// screen at the clock's current time (see ``Layer/presentation()``).
///
/// ```swift
/// button.layer.cornerRadius = 22   // drawing only: the corners still take touches
/// card.layer.masksToBounds = true  // card.clipsToBounds is now true
/// ```
public struct Layer {
  /// The view whose layer this is.
  public let view: View

  /// The values shown on screen, for a presentation layer; `nil` for the model layer, which reads the view.
  let presented: AnimatedValues?

  /// The model layer of `view`, or a presentation layer showing `presented`.
  init(view: View, presented: AnimatedValues? = nil) {
    self.view = view
    self.presented = presented
  }

  /// Whether this is a presentation layer (``presentation()``'s copy): read-only.
  public var isPresentation: Bool { presented != nil }

  /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds`` (drawing only, see there).
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    nonmutating set { view.clipsToBounds = newValue }
  }

  /// The opacity, from 0 to 1: the view's ``View/alpha``, so below 0.01 the view is not hit-tested.
  ///
  /// Setting it on a presentation layer changes nothing (see ``presentation()``).
  public var opacity: Float {
    get { Float(presented?.alpha ?? view.alpha) }
    nonmutating set { if presented == nil { view.alpha = CGFloat(newValue) } }
  }

  /// Whether the layer is hidden: the view's ``View/isHidden``.
  public var isHidden: Bool {
    get { view.isHidden }
    nonmutating set { view.isHidden = newValue }
  }

  /// The layer's position in its superlayer: the view's ``View/center`` (UIKit's default anchor point).
  ///
  /// Setting it on a presentation layer changes nothing (see ``presentation()``).
  public var position: CGPoint {
    get { presented?.center ?? view.center }
    nonmutating set { if presented == nil { view.center = newValue } }
  }

  /// The layer's bounds: the view's ``View/bounds``.
  ///
  /// Setting it on a presentation layer changes nothing (see ``presentation()``).
  public var bounds: CGRect {
    get { presented?.bounds ?? view.bounds }
    nonmutating set { if presented == nil { view.bounds = newValue } }
  }

  /// The layer's frame: the view's ``View/frame``, or for a presentation layer the frame its values place it in.
  ///
  /// Setting it on a presentation layer changes nothing (see ``presentation()``).
  public var frame: CGRect {
    get { presented?.frame ?? view.frame }
    nonmutating set { if presented == nil { view.frame = newValue } }
  }

  /// The layer's transform as an affine transform: the view's ``View/transform``.
  ///
  /// - Returns: The transform, applied about ``position``.
  public func affineTransform() -> CGAffineTransform {
    presented?.transform ?? view.transform
  }

  /// Sets the view's ``View/transform``; on a presentation layer, changes nothing (see ``presentation()``).
  ///
  /// - Parameter transform: The new transform.
  public func setAffineTransform(_ transform: CGAffineTransform) {
    if presented == nil { view.transform = transform }
  }

  /// The radius of the rounded corners (default 0).
  ///
  /// Drawing only: it never changes which points hit-test.
  ///
  /// In UIKit too, a view with rounded corners still takes touches in its corners; override
  /// `point(inside:with:)` (for example with `BezierPath(roundedRect:cornerRadius:)`) to exclude them.
  public var cornerRadius: CGFloat {
    get { view.seldomSetValues?.cornerRadius ?? 0 }
    nonmutating set { view.seldomSetValuesMadeIfNeeded.cornerRadius = newValue }
  }

  /// The width of the border drawn inside the bounds (default 0).
  ///
  /// Drawing only: it changes no hit test.
  public var borderWidth: CGFloat {
    get { view.seldomSetValues?.borderWidth ?? 0 }
    nonmutating set { view.seldomSetValuesMadeIfNeeded.borderWidth = newValue }
  }
}

extension View {
  /// The view's layer: its values under Core Animation's names (see ``Layer``).
  public var layer: Layer { Layer(view: self) }
}
