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
  /// ``point(inside:with:)`` through the class, so that a subclass's override of either decides; a view whose
  /// class is `View` itself overrides neither, so for it they are read directly. The steps are recorded in the
  /// event, which the caller keeps alive for the call: no recorder reference is loaded, so recording retains
  /// nothing per step.
  @inline(__always)
  private func defaultSearch(_ point: CGPoint, with event: Event?, isTraced: Bool) -> View? {
    let inputs = hitTestInputs
    let overridesNothing = type(of: self) == View.self
    // The flags are tested inline first: this is the hot path, and the reason is only built when needed. For a
    // view that overrides nothing, `isOpen` stands for the hidden, alpha and interaction flags; otherwise
    // `!(alpha >= minimum)` so that a NaN alpha is skipped too, and the interaction flag through the class.
    if !point.isFinite
      || (overridesNothing
        ? !inputs.isOpen
        : inputs.isHidden || !(inputs.alpha >= View.minimumHittableAlpha) || !isUserInteractionEnabled)
    {
      if isTraced, let reason = skipReason(at: point) {
        event?.hitTestRecorder.note(.skipped(reason), in: self)
      }
      return nil
    }
    let inside =
      overridesNothing ? defaultPointInside(point, with: event) : self.point(inside: point, with: event)
    if isTraced { event?.hitTestRecorder.notePointInside(inside, in: self) }
    guard inside else { return nil }
    // A running animation without `.allowUserInteraction` (UIKit's rule, see `View.animate`): tested once the point
    // is inside, as Chameleon's reimplementation does (the flag was read with the other inputs).
    if inputs.isAnimatingWithoutInteraction {
      if isTraced { event?.hitTestRecorder.note(.skipped(animationSkipReason), in: self) }
      return nil
    }
    guard isTraced else {
      return untracedSearchInside(point, with: event, plainView: ObjectIdentifier(View.self))
    }
    return searchSubviews(point, with: event, plainView: ObjectIdentifier(View.self), isTraced: true)
  }

  /// The untraced default algorithm once the point is inside this view, which is not hidden, disabled,
  /// transparent or blocked by an animation.
  ///
  /// What is left after the first steps, which the search of a plain superview makes inline. `plainView` is
  /// `View`'s own class (see ``search(_:at:with:plainView:isTraced:)``).
  @inline(never)
  private func untracedSearchInside(_ point: CGPoint, with event: Event?, plainView: ObjectIdentifier)
    -> View?
  {
    searchSubviews(point, with: event, plainView: plainView, isTraced: false)
  }

  /// Step 3 of the default algorithm: the subviews, front to back, then this view.
  ///
  /// The subviews as they are now: an override further down may add or remove subviews of this view while the
  /// search runs. The list is read in place, by index, while its change count stays (no copy of it is held, so
  /// none is retained and released); a change made meanwhile keeps the list as it was
  /// (``changeSubviewList(_:)``), and the search goes on in that copy
  /// (``searchKeptSubviews(below:at:with:since:isTraced:)``).
  @inline(__always)
  private func searchSubviews(
    _ point: CGPoint, with event: Event?, plainView: ObjectIdentifier, isTraced: Bool
  ) -> View? {
    if !subviewList.isJoined { _ = joinSubviewList() }
    let count = subviewList.joinedCount
    let changeCount = subviewsChangeCount
    if isTraced { event?.hitTestRecorder.noteSubviews(subviews, of: self) }
    guard count > 0 else { return self }
    // A level deeper: an application's hit test stops at `View.maximumTouchDepth` with a message (see there).
    event?.descendHitTest(below: self)
    let wasSearching = isSearchingSubviews
    isSearchingSubviews = true
    defer {
      isSearchingSubviews = wasSearching
      if !wasSearching, subviewsChangeCount != changeCount { dropSubviewListsKeptForSearches() }
      event?.ascendHitTest()
    }
    var index = count
    while index > 0 {
      index -= 1
      guard subviewsChangeCount == changeCount else {
        return searchKeptSubviews(
          below: index + 1, at: point, with: event, since: changeCount, isTraced: isTraced)
      }
      if isTraced, let miss = plainSubviewMiss(at: index, point: point, plainView: plainView) {
        event?.hitTestRecorder.recordMiss(ofPlainSubview: miss.view, at: miss.point, bounds: miss.bounds)
        continue
      }
      let subview = subviewList.joinedSubview(at: index)
      if let hit = search(subview, at: point, with: event, plainView: plainView, isTraced: isTraced) {
        return hit
      }
    }
    return self
  }

  /// The rest of step 3 after the subviews changed during the search: the subviews below `end` of the list as
  /// it was when the search began, passing over those removed from this view meanwhile.
  @inline(never)
  private func searchKeptSubviews(
    below end: Int, at point: CGPoint, with event: Event?, since changeCount: UInt, isTraced: Bool
  ) -> View? {
    let kept = subviewListKeptForSearch(at: changeCount)
    let plainView = ObjectIdentifier(View.self)
    var index = end
    while index > 0 {
      index -= 1
      let subview = kept[index]
      guard subview.superview === self else {
        if isTraced { event?.hitTestRecorder.passOver(subview, reason: .removedDuringHitTest) }
        continue
      }
      if let hit = search(subview, at: point, with: event, plainView: plainView, isTraced: isTraced) {
        return hit
      }
    }
    return self
  }

  /// The traced search's shortcut for the subview at `index` of the joined list when its class is `View` itself
  /// and `point` (in this view's coordinates) misses it while it is neither hidden, disabled nor transparent:
  /// its identity, the point converted into it and its bounds, which are all its visit records (see
  /// ``HitTestRecorder/recordMiss(ofPlainSubview:at:bounds:)``); `nil` when its visit must call it.
  ///
  /// The subview is read here and only its identity returned, so that it is neither retained nor released for
  /// the recording call that follows (a `let` of it in the loop would live across that call).
  @inline(__always)
  private func plainSubviewMiss(at index: Int, point: CGPoint, plainView: ObjectIdentifier)
    -> (view: ObjectIdentifier, point: CGPoint, bounds: CGRect)?
  {
    let subview = subviewList.joinedSubview(at: index)
    guard ObjectIdentifier(type(of: subview)) == plainView else { return nil }
    let inputs = subview.hitTestInputs
    guard inputs.isOpen, let converted = inputs.convertFromSuperview(point), converted.isFinite,
      !inputs.bounds.halfOpenContains(converted)
    else { return nil }
    return (ObjectIdentifier(subview), converted, inputs.bounds)
  }

  /// One subview's turn in step 3: the point converted into it, then its hit test.
  ///
  /// `plainView` is `View`'s own class, looked up once per search. A subview of that class overrides nothing, so
  /// its first steps (hidden, disabled, transparent, the point outside its bounds, an animation blocking it; all
  /// give `nil` untraced, so their order does not matter) are taken here, from its ``HitTestInputs``: a subview
  /// they rule out is neither retained nor called.
  @inline(__always)
  private func search(
    _ subview: View, at point: CGPoint, with event: Event?, plainView: ObjectIdentifier, isTraced: Bool
  ) -> View? {
    guard let converted = subview.hitTestInputs.convertFromSuperview(point) else {
      if isTraced { event?.hitTestRecorder.passOver(subview, reason: .uninvertible(subview.transform)) }
      return nil
    }
    guard converted.isFinite else {
      if isTraced { event?.hitTestRecorder.passOver(subview, reason: .nonFiniteGeometry) }
      return nil
    }
    if isTraced {
      event?.hitTestRecorder.beginVisit(subview, at: converted, inRecordedSubviews: true)
      let hit = subview.hitTest(converted, with: event)
      event?.hitTestRecorder.endVisit(subview, returned: hit)
      return hit
    }
    guard ObjectIdentifier(type(of: subview)) == plainView, event?.isRecordingHitTest != true else {
      return subview.hitTest(converted, with: event)
    }
    // The subview's own default algorithm (`hitTest` with the event not recording), its first steps inline.
    let inputs = subview.hitTestInputs
    guard inputs.isOpen, !inputs.isAnimatingWithoutInteraction, inputs.bounds.halfOpenContains(converted)
    else {
      return nil
    }
    return subview.untracedSearchInside(converted, with: event, plainView: plainView)
  }

  /// Keeps `list`, this view's subview list before a change made while a hit test walks it
  /// (``isSearchingSubviews``), so that the search goes on in it.
  func keepSubviewListForSearches(_ list: SubviewList) {
    seldomSetValuesMadeIfNeeded.subviewListsKeptForSearches.append((subviewsChangeCount, list))
  }

  /// The subview list kept for a search that began at `changeCount` (``keepSubviewListForSearches(_:)``).
  @inline(never)
  private func subviewListKeptForSearch(at changeCount: UInt) -> SubviewList {
    guard
      let kept = seldomSetValues?.subviewListsKeptForSearches.last(where: { $0.changeCount == changeCount })
    else {
      fatalError("HitTestKit: the subviews of \(displayName) changed during its hit test and were not kept")
    }
    return kept.list
  }

  /// Lets go of the subview lists kept for searches, once the outermost search of this view has ended.
  @inline(never)
  private func dropSubviewListsKeptForSearches() {
    guard let values = seldomSetValues else { return }
    var dropped: [(changeCount: UInt, list: SubviewList)] = []
    swap(&dropped, &values.subviewListsKeptForSearches)
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
    // The stored values, as the untraced search reads them: an override of `isHidden` or `alpha` observes, it does
    // not decide (see `frame`).
    if hitTestInputs.isHidden { return .hidden }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    // `!(alpha >= minimum)` so that a NaN alpha is skipped too.
    let alpha = hitTestInputs.alpha
    if !(alpha >= View.minimumHittableAlpha) { return .alphaBelowMinimum(alpha) }
    if !point.isFinite { return .nonFinitePoint(point) }
    return nil
  }
}

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
