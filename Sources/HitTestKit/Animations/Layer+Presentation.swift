extension Layer {
  /// The layer as it appears on screen now: a read-only copy with the values the running animations show at the
  /// clock's current time, as Core Animation's `presentation()`.
  ///
  /// Each running animation of the view (``View/animate(withDuration:delay:options:animations:completion:)``)
  /// adds what it has still to show to the model value: position, bounds, transform and opacity read
  /// `model + Σ (from − to) · (1 − progress)`, with each animation's progress on its curve at the clock's time
  /// (its `from` value during its delay). Without a running animation the copy has the model values.
  ///
  /// It returns `nil` when the view is not in a window of an application: nothing shows it on screen, and
  /// Core Animation's `presentation()` is `nil` for a layer that was never committed to the screen (its header
  /// declares it nullable; code that force-unwraps it on a view not shown yet crashes, as reported for
  /// KDCircularProgress, issue 16).
  ///
  /// The copy is read-only, as the presentation tree is in Core Animation (Apple: its values are "a close
  /// approximation of the layer that is currently being displayed"): its setters change nothing, neither the
  /// copy nor the view (a HitTestKit decision: the copy is made again on each call, so a change would be lost
  /// anyway). Its ``hitTest(_:)`` and ``sublayers`` read presentation layers too, as Apple documents.
  ///
  /// ```swift
  /// View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 300 })
  /// try app.wait(.seconds(0.25))
  /// card.center.x                            // 300: the model value
  /// card.layer.presentation()?.position.x   // a quarter of the way there
  /// ```
  ///
  /// - Returns: The presentation layer, or `nil` for a view that is not on screen.
  public func presentation() -> Layer? {
    if presented != nil { return self }
    guard let application = view.window?.application else { return nil }
    return Layer(view: view, presented: application.animator.presentationValues(of: view))
  }

  /// The model layer of this layer: the view's own layer (for a model layer, itself).
  ///
  /// - Returns: The layer whose values are the view's.
  public func model() -> Layer { Layer(view: view) }

  /// The layers of the subviews, back to front; for a presentation layer, their presentation layers.
  public var sublayers: [Layer]? {
    let layers = view.subviews.map { subview in
      presented != nil ? subview.layer.presentation() ?? subview.layer : subview.layer
    }
    return layers.isEmpty ? nil : layers
  }

  /// Whether `point`, in the layer's own coordinates, is inside its bounds (`CGRectContainsPoint`'s half-open rule).
  ///
  /// - Parameter point: A point in this layer's coordinate space.
  /// - Returns: `true` when the bounds contain it.
  public func contains(_ point: CGPoint) -> Bool {
    bounds.halfOpenContains(point)
  }

  /// Returns the farthest descendant of this layer that contains `point` (in the superlayer's coordinates), as
  /// Core Animation's `hitTest(_:)`.
  ///
  /// The point is mapped through ``position``, ``bounds`` and ``affineTransform()`` into this layer; hidden layers
  /// and their sublayers are skipped; sublayers are tried front to back, and their points are mapped the same way;
  /// a layer answers when it ``contains(_:)`` the point. Sublayers are tried only where the layer contains the
  /// point or does not mask to its bounds (a HitTestKit reading of Apple's "farthest descendant … that contains
  /// the point"). Opacity and user interaction are not layer hit-test rules, and are not tested.
  ///
  /// - Parameter point: A point in the superlayer's coordinates (the superview's, for a view's layer).
  /// - Returns: The layer hit, or `nil`.
  public func hitTest(_ point: CGPoint) -> Layer? {
    guard !isHidden, let local = convertFromSuperlayer(point) else { return nil }
    let inside = contains(local)
    if inside || !masksToBounds {
      for sublayer in (sublayers ?? []).reversed() {
        if let hit = sublayer.hitTest(local) { return hit }
      }
    }
    return inside ? self : nil
  }

  /// `point` from the superlayer's coordinates into this layer's, or `nil` when the transform cannot be inverted.
  private func convertFromSuperlayer(_ point: CGPoint) -> CGPoint? {
    guard let inverse = affineTransform().inverse else { return nil }
    let turned = CGPoint(x: point.x - position.x, y: point.y - position.y).applying(inverse)
    return CGPoint(
      x: turned.x + bounds.size.width / 2 + bounds.origin.x,
      y: turned.y + bounds.size.height / 2 + bounds.origin.y)
  }

  /// Ends every running animation of this layer's view, not its sublayers', as Core Animation's.
  ///
  /// The view shows its model values at once and takes touches again, and the completion of each animation left
  /// with no view runs with `false` at the clock's next step. On a presentation layer it does nothing.
  public func removeAllAnimations() {
    guard presented == nil, let application = view.window?.application else { return }
    application.animator.removeAllAnimations(of: view)
  }

  /// The keys of the running animations of this layer's view, one per animation, in the order they began:
  /// "animation 1" (Core Animation names view animations by the property; here they are numbered).
  ///
  /// - Returns: The keys, or `nil` when nothing animates the view.
  public func animationKeys() -> [String]? {
    guard let application = view.window?.application else { return nil }
    let keys = application.animator.animationNumbers(of: view).map { "animation \($0)" }
    return keys.isEmpty ? nil : keys
  }
}
