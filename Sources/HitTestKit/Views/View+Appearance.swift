import Foundation

extension Layer {
  /// The colour of the border drawn inside the bounds (default opaque black, as Core Animation's).
  ///
  /// Drawing only.
  public var borderColor: CGColor? {
    get { view.seldomSetValues.map { $0.borderColor } ?? Color.black.cgColor }
    nonmutating set { view.seldomSetValuesMadeIfNeeded.borderColor = newValue }
  }

  /// The layer's background colour: the view's ``View/backgroundColor``, as in UIKit.
  ///
  /// Drawing only.
  public var backgroundColor: CGColor? {
    get { view.backgroundColor?.cgColor }
    nonmutating set { view.backgroundColor = newValue.map { Color(cgColor: $0) } }
  }

  /// The shadow's colour (default opaque black).
  ///
  /// Drawing only: a shadow takes no touches.
  public var shadowColor: CGColor? {
    get { view.seldomSetValues?.shadow.color ?? Color.black.cgColor }
    nonmutating set { view.seldomSetValuesMadeIfNeeded.shadow.color = newValue }
  }

  /// The shadow's opacity, 0 to 1 (default 0: no shadow); drawing only.
  public var shadowOpacity: Float {
    get { view.seldomSetValues?.shadow.opacity ?? 0 }
    nonmutating set { view.seldomSetValuesMadeIfNeeded.shadow.opacity = newValue }
  }

  /// The shadow's offset (default (0, −3), Core Animation's); drawing only.
  public var shadowOffset: CGSize {
    get { view.seldomSetValues?.shadow.offset ?? CGSize(width: 0, height: -3) }
    nonmutating set { view.seldomSetValuesMadeIfNeeded.shadow.offset = newValue }
  }

  /// The shadow's blur radius (default 3); drawing only.
  public var shadowRadius: CGFloat {
    get { view.seldomSetValues?.shadow.radius ?? 3 }
    nonmutating set { view.seldomSetValuesMadeIfNeeded.shadow.radius = newValue }
  }
}
