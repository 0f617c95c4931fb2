extension View {
  /// What setting ``frame`` does unless a subclass overrides it: see there.
  final func setFrameByDefault(_ newValue: CGRect) {
    // Standardized by hand: `CGRect.standardized` turns a rectangle with an infinite origin into the null
    // rectangle, which would silently zero the size. Non-finite values are kept as given (the view is then not
    // hittable, as with any non-finite geometry; see `hitTest(_:with:)`).
    let standard = Self.standardizedKeepingNonFinite(newValue)
    // Through the defaults, not the open properties: as in UIKit, setting the frame does not call a subclass's
    // `center` or `bounds` observers (nor setting those, its `frame` observers).
    setCenterByDefault(
      CGPoint(x: standard.origin.x + standard.width / 2, y: standard.origin.y + standard.height / 2))
    let size = transform.isIdentity ? standard.size : sizeBeforeTransform(producing: standard.size)
    if let size { setBoundsByDefault(CGRect(origin: hitTestInputs.bounds.origin, size: size)) }
  }

  /// What setting ``center`` does unless a subclass overrides it: see there.
  final func setCenterByDefault(_ newValue: CGPoint) {
    ViewAnimation.Transaction.current?.willChange(self)
    hitTestInputs.center = newValue
  }

  /// What setting ``bounds`` does unless a subclass overrides it: see there.
  final func setBoundsByDefault(_ newValue: CGRect) {
    ViewAnimation.Transaction.current?.willChange(self)
    let old = hitTestInputs.bounds
    hitTestInputs.bounds = newValue
    // A new size lays any view out again; a new origin only a scroll view (UIKit's rule: that is how a list
    // places its rows as it scrolls).
    if newValue.size != old.size || (newValue.origin != old.origin && laysOutWhenScrolled) {
      setNeedsLayout()
    }
  }

  /// The frame of a view with these values: the bounding box of a `size` rectangle turned by `transform` about
  /// its middle, placed at `center` (the getter of ``frame``; a presentation layer's frame uses it too).
  static func frame(center: CGPoint, size: CGSize, transform: CGAffineTransform) -> CGRect {
    let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let box = transform.isIdentity ? local : local.applying(transform)
    return box.offsetBy(dx: center.x, dy: center.y)
  }

  /// `rect` with a non-negative size, its origin moved to the minimum corner; infinite and NaN values kept.
  private static func standardizedKeepingNonFinite(_ rect: CGRect) -> CGRect {
    var origin = rect.origin
    var size = rect.size
    if size.width < 0 {
      origin.x += size.width
      size.width = -size.width
    }
    if size.height < 0 {
      origin.y += size.height
      size.height = -size.height
    }
    return CGRect(origin: origin, size: size)
  }

  /// The size whose axis-aligned image under ``transform`` is `target`, if the transform keeps axes.
  ///
  /// Entries below a 1e-12 fraction of the largest one count as zero: `CGAffineTransform(rotationAngle:
  /// .pi / 2)` has `cos(π/2) ≈ 6e-17` where a quarter turn has 0, and must still count as a quarter turn.
  private func sizeBeforeTransform(producing target: CGSize) -> CGSize? {
    let t = transform
    guard t.inverse != nil else { return nil }
    let negligible = Swift.max(Swift.abs(t.a), Swift.abs(t.b), Swift.abs(t.c), Swift.abs(t.d)) * 1e-12
    func isZero(_ entry: CGFloat) -> Bool { Swift.abs(entry) <= negligible }
    if isZero(t.b) && isZero(t.c) {
      return CGSize(width: target.width / Swift.abs(t.a), height: target.height / Swift.abs(t.d))
    }
    if isZero(t.a) && isZero(t.d) {
      return CGSize(width: target.height / Swift.abs(t.b), height: target.width / Swift.abs(t.c))
    }
    return nil
  }
}
