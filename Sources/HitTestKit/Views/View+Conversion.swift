extension View {
  /// Converts a point from this view's coordinates to another view's, or to window coordinates for `nil`.
  ///
  /// The point goes up from this view to the closest common ancestor, applying each view's bounds origin,
  /// transform (about its center) and center on the way, then down to `view` applying the inverses. `nil`
  /// means the coordinates of the root of this view's hierarchy (the window, when there is one). Views in
  /// two separate hierarchies are converted as if both roots shared one base coordinate space.
  ///
  /// Converting into a view whose transform, or an ancestor's on the way down, cannot be inverted has no
  /// answer (the view is flattened to a line or a point): the result is `(nan, nan)`, which hit testing
  /// treats as "not contained". NaN geometry on the way gives NaN too.
  ///
  /// ```swift
  /// // child at frame (10, 20, 50, 50) in parent:
  /// child.convert(CGPoint(x: 5, y: 5), to: parent)  // (15, 25)
  /// ```
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - view: The view whose coordinates to convert to; `nil` for window coordinates.
  /// - Returns: The point in `view`'s coordinates.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    guard let view else { return convertToRoot(point).point }
    let ancestor = commonAncestor(with: view)
    var converted = point
    var current = self
    while current !== ancestor, let parent = current.superview {
      converted = current.convertToSuperview(converted)
      current = parent
    }
    if ancestor == nil {
      return view.convertFromRoot(converted)
    }
    return view.convertDown(converted, from: ancestor!)
  }

  /// Converts a point from another view's coordinates (window coordinates for `nil`) to this view's.
  ///
  /// The inverse of ``convert(_:to:)->CGPoint``, with the same rules.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates (window coordinates for `nil`).
  ///   - view: The view whose coordinates the point is in; `nil` for the window.
  /// - Returns: The point in this view's bounds coordinates.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    guard let view else { return convertFromRoot(point) }
    return view.convert(point, to: self)
  }

  /// Converts a rectangle to another view's coordinates: the bounding box of its four converted corners.
  ///
  /// Follows ``convert(_:to:)``. When a corner has no answer (a singular transform on the way, or NaN
  /// geometry) the result is the null rectangle.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's bounds coordinates.
  ///   - view: The view whose coordinates to convert to; `nil` for window coordinates.
  /// - Returns: The converted rectangle, or the null rectangle.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    boundingBox(of: rect) { convert($0, to: view) }
  }

  /// Converts a rectangle from another view's coordinates: the bounding box of its four converted corners.
  ///
  /// Follows ``convert(_:from:)``; the null rectangle when a corner has no answer.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s bounds coordinates (window coordinates for `nil`).
  ///   - view: The view whose coordinates the rectangle is in; `nil` for the window.
  /// - Returns: The rectangle in this view's bounds coordinates, or the null rectangle.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    boundingBox(of: rect) { convert($0, from: view) }
  }

  private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    guard !rect.isNull else { return .null }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    guard corners.allSatisfy(\.isFinite) else { return .null }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  /// Maps a point up to the root's coordinates; also returns the root.
  func convertToRoot(_ point: CGPoint) -> (point: CGPoint, root: View) {
    var converted = point
    var current = self
    while let parent = current.superview {
      converted = current.convertToSuperview(converted)
      current = parent
    }
    return (converted, current)
  }

  /// Maps a point in the root's coordinates down to this view's; `(nan, nan)` through a singular transform.
  func convertFromRoot(_ point: CGPoint) -> CGPoint {
    convertDown(point, from: nil)
  }

  /// Maps a point in `ancestor`'s coordinates (the root's for `nil`) down to this view's.
  ///
  /// The chain from `ancestor` down to this view is applied from the top: each view maps the point from its
  /// superview's coordinates into its own, and a singular transform on the way gives `(nan, nan)`.
  private func convertDown(_ point: CGPoint, from ancestor: View?) -> CGPoint {
    // Counted first, so that the chain is made at its size (a few levels usually: one allocation, where growing it
    // one view at a time reallocated it at 1, 2, 4 and 8).
    var levels = 0
    var current: View = self
    while current !== ancestor, let parent = current.superview {
      levels += 1
      current = parent
    }
    guard levels > 0 else { return point }
    var chain: [View] = []
    chain.reserveCapacity(levels)
    current = self
    while chain.count < levels, let parent = current.superview {
      chain.append(current)
      current = parent
    }
    var converted = point
    for view in chain.reversed() {
      guard let next = view.convertFromSuperview(converted) else {
        return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
      }
      converted = next
    }
    return converted
  }

  /// The closest view that contains both views (possibly one of them), or `nil` in separate hierarchies.
  private func commonAncestor(with other: View) -> View? {
    var ancestors = Set<ObjectIdentifier>()
    var current: View? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}

extension View {
  /// Maps a point in this view's bounds coordinates to its superview's coordinates.
  ///
  /// `p − bounds.origin − size / 2`, then the transform (about the center), then `+ center`. Always
  /// defined; NaN geometry gives NaN.
  func convertToSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(
      x: point.x - bounds.origin.x - bounds.size.width / 2,
      y: point.y - bounds.origin.y - bounds.size.height / 2)
    let turned = local.applying(transform)
    return CGPoint(x: turned.x + center.x, y: turned.y + center.y)
  }

  /// Maps a point in the superview's coordinates into this view's bounds coordinates.
  ///
  /// The inverse of ``convertToSuperview(_:)``: `nil` when the transform cannot be inverted. This is the
  /// hit-test path, so it uses the cached inverse (``HitTestInputs/convertFromSuperview(_:)``).
  @inline(__always)
  func convertFromSuperview(_ point: CGPoint) -> CGPoint? {
    hitTestInputs.convertFromSuperview(point)
  }
}
