extension Application {
  /// Taps the center of `view`, but only if the view would get the touch; otherwise throws and taps nothing.
  ///
  /// ``tap(at:finger:)`` with a view taps wherever the view's center is, and whatever is hit there gets
  /// the touch: a hidden, transparent or covered view silently lets the view on top (or behind) take it.
  /// This variant hit-tests the point first, as a touch-down would (front-most window first), and
  /// refuses unless the hit view is `view` or one of its subviews. The error carries
  /// ``View/explainMiss(of:at:)``'s answer, so a failing test says which rule stopped the touch:
  ///
  /// ```swift
  /// cover.frame = button.frame
  /// try app.tapExpectingHit(on: button)
  /// // nothing was tapped: button did not get the touch at (160, 240): cover, a sibling in front of …
  /// ```
  ///
  /// - Parameters:
  ///   - view: The view expected to get the touch, as the view `hitTest(_:with:)` would return.
  ///   - finger: The finger that touches, as a `UITouch` stands for one finger; finger 1 by default.
  /// - Throws: ``InputError/viewWouldNotGetTouch(view:explanation:)`` with the explanation when another view would get
  ///   the touch; the errors of ``tap(at:finger:)`` otherwise. Nothing changes when it throws.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func tapExpectingHit(on view: View, finger: Finger = 1) throws(InputError) -> InteractionTrace {
    try tapExpectingHit(
      on: ViewLocation(CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view), finger: finger)
  }

  /// Taps a point given in a view's coordinates, but only if that view would get the touch there.
  ///
  /// The check and the error are those of ``tapExpectingHit(on:finger:)-(View,_)``.
  ///
  /// - Parameters:
  ///   - location: A point in a view's bounds coordinates; that view is expected to get the touch.
  ///   - finger: The finger that touches, as a `UITouch` stands for one finger; finger 1 by default.
  /// - Throws: ``InputError/viewWouldNotGetTouch(view:explanation:)`` with the explanation when another view would get
  ///   the touch; the errors of ``tap(at:finger:)`` otherwise. Nothing changes when it throws.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func tapExpectingHit(on location: ViewLocation, finger: Finger = 1) throws(InputError)
    -> InteractionTrace
  {
    dispatcher.layOutWindowsIfNeeded()  // the frames the tap's hit test will see
    let point = try location.windowLocation(in: self)
    if let explanation = missExplanation(of: location.view, atWindowPoint: point) {
      throw .viewWouldNotGetTouch(view: location.view.displayName, explanation: explanation.description)
    }
    return try tap(at: point, finger: finger)
  }

  /// Why `view` would not get a touch at `point` (window coordinates), or nil when it (or a subview) would.
  ///
  /// Follows the touch-down rule: the front-most window whose hit test claims the point decides.
  private func missExplanation(of view: View, atWindowPoint point: CGPoint) -> MissExplanation? {
    for window in windows.reversed() {
      let explanation = window.explainMiss(of: view, at: window.convert(point, from: nil))
      switch explanation.reason {
      case .wasHit, .subviewWasHit: return nil
      default: if explanation.trace.result != nil || window === view.window { return explanation }
      }
    }
    return nil
  }
}
