import Foundation

extension View {
  /// The colour behind the view's content, as UIKit's `backgroundColor` (default `nil`, no background).
  ///
  /// Drawing only: a view with a clear or `nil` background still takes touches; to let touches through, use
  /// ``isUserInteractionEnabled``, ``isHidden``, an alpha under 0.01, or an override of `point(inside:with:)`.
  public var backgroundColor: Color? {
    get { seldomSetValues?.backgroundColor }
    set {
      guard newValue != nil || seldomSetValues != nil else { return }
      seldomSetValuesMadeIfNeeded.backgroundColor = newValue
    }
  }

  /// The colour of the view's tinted content, as UIKit's `tintColor`.
  ///
  /// It is the colour set on the view, else its superview's, else the system blue. Setting `nil` makes the view
  /// inherit again. Drawing only.
  public var tintColor: Color! {
    get {
      var view: View? = self
      while let current = view {
        if let tint = current.seldomSetValues?.tintColor { return tint }
        view = current.superview
      }
      return .systemBlue
    }
    set {
      guard newValue != nil || seldomSetValues != nil else { return }
      seldomSetValuesMadeIfNeeded.tintColor = newValue
    }
  }
}

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
