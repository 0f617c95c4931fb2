/// Collects the steps of one traced hit test, inside the event passed to `hitTest(_:with:)`.
///
/// Untraced hit tests carry an idle recorder (``isRecording`` false), and the default algorithm tests it once per
/// view. The `note…` methods a subclass's override may call do nothing while idle; the others are only called
/// while recording. Visits are opened by the caller (a superview's default algorithm, or the trace's root call),
/// so a `hitTest(_:with:)` override that never calls `super` still appears with what it returned. When the
/// default algorithm runs for a view nobody opened a visit for (an override called another view's
/// `hitTest(_:with:)` directly), the recorder opens one itself.
///
/// Nothing here calls code a subclass can override: callers work out what to record first, so a recording step
/// never runs while an override could record another.
struct HitTestRecorder {
  /// A visit whose `hitTest(_:with:)` has not returned yet.
  private struct OpenVisit {
    let view: View
    /// Whether the view's default algorithm ran inside this visit.
    var usedDefault = false
  }

  /// Whether a traced hit test is being recorded.
  private(set) var isRecording = false
  /// The steps so far, in order.
  private var steps: [HitTestTrace.Step] = []
  /// The visits open now, outermost first: the last one is the visit steps are usually about, and their count is
  /// the depth of the step being recorded.
  private var openVisits: [OpenVisit] = []

  /// An idle recorder: an untraced hit test's.
  init() {}

  /// Starts recording (the recorder must be idle).
  mutating func start() {
    precondition(!isRecording, "start() called on a HitTestRecorder that is already recording")
    isRecording = true
  }

  /// Stops recording and returns the trace of the hit test that started at `root` with `point`; the recorder is
  /// idle again.
  mutating func finish(point: CGPoint, root: View, result: View?) -> HitTestTrace {
    precondition(isRecording, "finish() called on an idle HitTestRecorder")
    let trace = HitTestTrace(point: point, root: root, result: result, steps: steps)
    (isRecording, steps, openVisits) = (false, [], [])
    return trace
  }

  // MARK: Visits

  /// Opens a visit: `view`'s `hitTest(_:with:)` is about to be called with `point`.
  mutating func beginVisit(_ view: View, at point: CGPoint) {
    append(.visit(point), about: view)
    openVisits.append(OpenVisit(view: view))
  }

  /// Closes the visit opened for `view`, recording what its `hitTest(_:with:)` returned; nothing when the
  /// innermost open visit is not `view`'s.
  mutating func endVisit(_ view: View, returned result: View?) {
    guard let visit = openVisits.last, visit.view === view else { return }
    append(.returned(result, usedDefault: visit.usedDefault), about: view)
    openVisits.removeLast()
  }

  /// Marks the start of `view`'s default algorithm; returns whether it had to open a visit itself (an override
  /// called another view's `hitTest(_:with:)` directly).
  mutating func enterDefaultAlgorithm(of view: View, at point: CGPoint) -> Bool {
    let isOpen = openVisits.last?.view === view
    if !isOpen { beginVisit(view, at: point) }
    openVisits[openVisits.count - 1].usedDefault = true
    return !isOpen
  }

  /// Records the default algorithm's result for `view`, closing the visit it opened, if any.
  mutating func leaveDefaultAlgorithm(of view: View, result: View?, closingVisit: Bool) {
    append(.defaultResult(result), about: view)
    if closingVisit { endVisit(view, returned: result) }
  }

  // MARK: Steps

  /// Records that `view`'s hit test returned `nil` at once for `reason` (an override standing in for the default
  /// algorithm, such as a disabled control's); nothing while idle.
  mutating func noteSkipped(_ view: View, at point: CGPoint, reason: HitTestTrace.SkipReason) {
    guard isRecording else { return }
    let openedVisit = enterDefaultAlgorithm(of: view, at: point)
    append(.skipped(reason), about: view)
    leaveDefaultAlgorithm(of: view, result: nil, closingVisit: openedVisit)
  }

  /// Records a decision about `view` inside the current visit; nothing while idle.
  mutating func note(_ kind: HitTestTrace.Step.Kind, in view: View) {
    guard isRecording else { return }
    append(kind, about: view)
  }

  /// Records what `point(inside:with:)` answered to `view`'s default algorithm.
  mutating func notePointInside(_ inside: Bool, in view: View) {
    append(.pointInside(inside), about: view)
  }

  /// Records the default `point(inside:with:)`'s test of `view`'s bounds; nothing while idle.
  mutating func noteBoundsCheck(_ bounds: CGRect, contains: Bool, in view: View) {
    guard isRecording else { return }
    append(.boundsCheck(bounds, contains: contains), about: view)
  }

  /// Records that `view`'s default algorithm is about to try `subviews` (its subviews, back to front, as it holds
  /// them), front to back.
  mutating func noteSubviews(_ subviews: [View], of view: View) {
    append(.subviewsFrontToBack(subviews.reversed()), about: view)
  }

  /// Records that the current view's default algorithm did not call `subview`'s hit test at all.
  mutating func passOver(_ subview: View, reason: HitTestTrace.SkipReason) {
    append(.passedOver(reason), about: subview)
  }

  /// Appends a step about `view` at the current depth.
  private mutating func append(_ kind: HitTestTrace.Step.Kind, about view: View) {
    steps.append(HitTestTrace.Step(depth: openVisits.count, view: view, kind: kind))
  }
}
