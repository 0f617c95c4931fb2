extension View {
  /// What the default hit test reads of a view, stored together so that a visit reads them in one access.
  ///
  /// ``View/center``, ``View/bounds``, ``View/alpha``, ``View/isHidden`` and ``View/isUserInteractionEnabled`` are
  /// the public faces of these fields; ``View/transform`` keeps its inverse here. A view stores one value of this
  /// type in a property nothing outside the module can reach, and every access to it is a plain read or write
  /// that calls nothing, so the compiler can prove that no two accesses overlap and checks none of them at run
  /// time (a class's stored properties are otherwise checked dynamically, at every read). Its figures are in
  /// `Documentation/Performance.md`.
  struct HitTestInputs {
    /// Where the bounds' center sits in the superview (``View/center``).
    var center: CGPoint
    /// The view's own coordinate space (``View/bounds``).
    var bounds: CGRect
    /// The inverse of ``View/transform``; the identity when ``isInvertible`` is false.
    var inverseTransform: CGAffineTransform = .identity
    /// The opacity (``View/alpha``).
    var alpha: CGFloat = 1 {
      didSet { updateIsOpen() }
    }
    /// Whether the view is hidden (``View/isHidden``).
    var isHidden = false {
      didSet { updateIsOpen() }
    }
    /// The stored value behind ``View/isUserInteractionEnabled``, which a subclass may override.
    var isUserInteractionEnabled = true {
      didSet { updateIsOpen() }
    }
    /// Whether the view takes part in a running animation made without `.allowUserInteraction`.
    var isAnimatingWithoutInteraction = false
    /// Whether ``View/transform`` can be inverted; a view whose transform cannot is not hittable.
    var isInvertible = true
    /// Whether the first step of the default hit test lets the view through, as far as these fields decide.
    ///
    /// That is: not hidden, an alpha of at least ``View/minimumHittableAlpha`` (so not NaN), and the stored
    /// ``isUserInteractionEnabled`` (an override of ``View/isUserInteractionEnabled`` is asked separately).
    /// Kept up to date by the three fields' observers, so that a visit tests one flag for the three.
    private(set) var isOpen = true

    /// Sets ``isOpen`` from the fields it stands for.
    private mutating func updateIsOpen() {
      isOpen = !isHidden && alpha >= View.minimumHittableAlpha && isUserInteractionEnabled
    }

    /// Maps a point in the superview's coordinates into the view's bounds coordinates, `nil` when the
    /// transform cannot be inverted: `p − center`, the inverse transform, then `+ size / 2 + bounds.origin`.
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint? {
      guard isInvertible else { return nil }
      let (x, y) = (point.x - center.x, point.y - center.y)
      let t = inverseTransform
      return CGPoint(
        x: t.a * x + t.c * y + t.tx + bounds.size.width / 2 + bounds.origin.x,
        y: t.b * x + t.d * y + t.ty + bounds.size.height / 2 + bounds.origin.y)
    }
  }
}
