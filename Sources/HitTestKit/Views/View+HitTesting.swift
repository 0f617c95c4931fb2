extension View {
  /// The alpha below which a view is skipped by hit testing, with its subtree: 0.01.
  ///
  /// Apple's `hitTest(_:with:)` documentation: the method ignores views "that have an alpha level less than
  /// 0.01". So exactly 0.01 is hittable (a HitTestKit decision at an undocumented boundary:
  /// reimplementations disagree). Each view's own alpha is tested; ancestors' alphas are not multiplied.
  public static let minimumHittableAlpha: CGFloat = 0.01
}

extension View {
  /// The default hit-test algorithm; ``hitTest(_:with:)`` documents it.
  ///
  /// Inlined into its callers (``hitTest(_:with:)`` itself): the test of the recorder picks the traced or the
  /// untraced search, each a function of its own, and either is a jump from the caller without a frame of its
  /// own. A traced visit then no longer passes through a function that sets up a frame only to call the
  /// traced search (about 20 instructions a visit).
  @inline(__always)
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    // `event?.` throughout, never `if let event`: a binding of the parameter is a copy, which the compiler
    // retains around every call that might release it.
    guard event?.isRecordingHitTest == true else {
      return untracedDefaultHitTest(point, with: event)
    }
    return tracedDefaultHitTest(point, with: event)
  }

  /// The default algorithm while no recorder is recording.
  @inline(never)
  private func untracedDefaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    defaultSearch(point, with: event, isTraced: false)
  }

  /// The default algorithm while the event's recorder is recording: the search and its steps in one function
  /// of its own, so that the untraced one above stays small.
  @inline(never)
  private func tracedDefaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    let openedVisit = event?.hitTestRecorder.enterDefaultAlgorithm(of: self, at: point) ?? false
    let result = defaultSearch(point, with: event, isTraced: true)
    event?.hitTestRecorder.leaveDefaultAlgorithm(of: self, result: result, closingVisit: openedVisit)
    return result
  }

  /// The search itself; `isTraced` says whether the event's recorder is recording.
  ///
  /// A visit reads the view's ``HitTestInputs`` once, and ``isUserInteractionEnabled`` and
  /// ``point(inside:with:)`` through the class, so that a subclass's override of either decides. The steps are
  /// recorded in the event, which the caller keeps alive for the call: no recorder reference is loaded, so
  /// recording retains nothing per step.
  @inline(__always)
  private func defaultSearch(_ point: CGPoint, with event: Event?, isTraced: Bool) -> View? {
    let inputs = hitTestInputs
    // The flags are tested inline first: this is the hot path, and the reason is only built when needed.
    // `!(alpha >= minimum)` so that a NaN alpha is skipped too.
    if inputs.isHidden || !(inputs.alpha >= View.minimumHittableAlpha) || !point.isFinite
      || !isUserInteractionEnabled
    {
      if isTraced, let reason = skipReason(at: point) {
        event?.hitTestRecorder.note(.skipped(reason), in: self)
      }
      return nil
    }
    let inside = self.point(inside: point, with: event)
    if isTraced { event?.hitTestRecorder.notePointInside(inside, in: self) }
    guard inside else { return nil }
    // A running animation without `.allowUserInteraction` (UIKit's rule, see `View.animate`): tested once the point
    // is inside, as Chameleon's reimplementation does (the flag was read with the other inputs).
    if inputs.isAnimatingWithoutInteraction {
      if isTraced { event?.hitTestRecorder.note(.skipped(animationSkipReason), in: self) }
      return nil
    }
    // A snapshot (a copy of the array reference, no copying of elements): an override further down may add
    // or remove subviews of this view while the search runs.
    let subviews = self.subviews
    let changeCount = subviewsChangeCount
    if isTraced { event?.hitTestRecorder.noteSubviews(subviews, of: self) }
    guard !subviews.isEmpty else { return self }
    // A level deeper: an application's hit test stops at `View.maximumTouchDepth` with a message (see there).
    event?.descendHitTest(below: self)
    defer { event?.ascendHitTest() }
    for subview in subviews.reversed() {
      guard subviewsChangeCount == changeCount || subview.superview === self else {
        if isTraced { event?.hitTestRecorder.passOver(subview, reason: .removedDuringHitTest) }
        continue
      }
      guard let converted = subview.hitTestInputs.convertFromSuperview(point) else {
        if isTraced { event?.hitTestRecorder.passOver(subview, reason: .uninvertible(subview.transform)) }
        continue
      }
      guard converted.isFinite else {
        if isTraced { event?.hitTestRecorder.passOver(subview, reason: .nonFiniteGeometry) }
        continue
      }
      if isTraced { event?.hitTestRecorder.beginVisit(subview, at: converted, inRecordedSubviews: true) }
      let hit = subview.hitTest(converted, with: event)
      if isTraced { event?.hitTestRecorder.endVisit(subview, returned: hit) }
      if let hit { return hit }
    }
    return self
  }

  /// The default containment test; ``point(inside:with:)`` documents it.
  @inline(__always)
  func defaultPointInside(_ point: CGPoint, with event: Event?) -> Bool {
    let bounds = hitTestInputs.bounds
    let contains = bounds.halfOpenContains(point)
    if event?.isRecordingHitTest == true {
      event?.hitTestRecorder.noteBoundsCheck(bounds, contains: contains, in: self)
    }
    return contains
  }

  /// Why the default hit test skips this view while an animation blocks its touches: the time left.
  private var animationSkipReason: HitTestTrace.SkipReason {
    .animating(timeLeft: window?.application?.interactionBlockTimeLeft(of: self) ?? 0)
  }

  /// Why the default hit test skips this view before looking inside it, or `nil` if it does not.
  func skipReason(at point: CGPoint) -> HitTestTrace.SkipReason? {
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    // `!(alpha >= minimum)` so that a NaN alpha is skipped too.
    if !(alpha >= View.minimumHittableAlpha) { return .alphaBelowMinimum(alpha) }
    if !point.isFinite { return .nonFinitePoint(point) }
    return nil
  }
}
