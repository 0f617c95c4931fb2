/// Collects the steps of one traced hit test; it rides on the event passed to `hitTest(_:with:)`.
///
/// Untraced hit tests carry no recorder, so the cost of tracing nobody asked for is one nil check per view.
/// Visits are opened by the caller (a superview's default algorithm, or the trace's root call), so a
/// `hitTest(_:with:)` override that never calls `super` still appears with what it returned. When the
/// default algorithm runs for a view nobody opened a visit for (an override called another view's
/// `hitTest(_:with:)` directly), the recorder opens one itself.
final class HitTestRecorder {
  /// The steps so far, compact (see ``HitTestTrace/StepLog``).
  let log = HitTestTrace.StepLog()
  @exclusivity(unchecked) private var openVisits: [OpenVisit] = []

  init() {
    openVisits.reserveCapacity(16)
  }

  private struct OpenVisit {
    /// Not retained: ``beginVisit(_:at:)`` put the view in the log's table of views, which keeps it alive
    /// as long as the recorder, and a visit is only compared by identity.
    unowned(unsafe) let view: View
    /// The view's index in the log's table of views.
    let index: Int32
    var usedDefault = false
  }

  /// Opens a visit: `view`'s `hitTest(_:with:)` is about to be called with `point`.
  func beginVisit(_ view: View, at point: CGPoint) {
    let index = log.index(of: view)
    log.appendVisit(at: point, of: index, depth: openVisits.count)
    openVisits.append(OpenVisit(view: view, index: index))
  }

  /// Closes the visit opened for `view`, recording what its `hitTest(_:with:)` returned.
  func endVisit(_ view: View, returned result: View?) {
    guard let visit = openVisits.last, visit.view === view else { return }
    log.appendResult(result, usedDefault: visit.usedDefault, about: visit.index, depth: openVisits.count)
    openVisits.removeLast()
  }

  /// Marks the start of `view`'s default algorithm; returns whether it had to open a visit itself.
  func enterDefaultAlgorithm(of view: View, at point: CGPoint) -> Bool {
    if let last = openVisits.indices.last, openVisits[last].view === view {
      openVisits[last].usedDefault = true
      return false
    }
    beginVisit(view, at: point)
    openVisits[openVisits.count - 1].usedDefault = true
    return true
  }

  /// Records the default algorithm's result for `view`, closing the visit it opened, if any.
  func leaveDefaultAlgorithm(of view: View, result: View?, closingVisit: Bool) {
    log.appendResult(result, usedDefault: nil, about: index(of: view), depth: openVisits.count)
    if closingVisit { endVisit(view, returned: result) }
  }

  /// Records that `view`'s hit test returned `nil` at once for `reason` (an override standing in for the
  /// default algorithm, such as a disabled control's).
  func noteSkipped(_ view: View, at point: CGPoint, reason: HitTestTrace.SkipReason) {
    let openedVisit = enterDefaultAlgorithm(of: view, at: point)
    note(.skipped(reason), in: view)
    leaveDefaultAlgorithm(of: view, result: nil, closingVisit: openedVisit)
  }

  /// Records a decision about `view` inside the current visit.
  func note(_ kind: HitTestTrace.Step.Kind, in view: View) {
    append(kind, about: view)
  }

  /// Records what `point(inside:with:)` answered to `view`'s default algorithm.
  func notePointInside(_ inside: Bool, in view: View) {
    log.appendPointInside(inside, about: index(of: view), depth: openVisits.count)
  }

  /// Records the default `point(inside:with:)`'s test of `view`'s bounds.
  func noteBoundsCheck(_ bounds: CGRect, contains: Bool, in view: View) {
    log.appendBoundsCheck(bounds, contains: contains, about: index(of: view), depth: openVisits.count)
  }

  /// Records that `view`'s default algorithm is about to try its subviews, front to back.
  func noteSubviews(of view: View) {
    log.appendSubviews(view.subviews, about: index(of: view), depth: openVisits.count)
  }

  /// Records that the current view's default algorithm did not call `subview`'s hit test at all.
  func passOver(_ subview: View, reason: HitTestTrace.SkipReason) {
    append(.passedOver(reason), about: subview)
  }

  /// The trace of the hit test that started at `root` with `point`.
  func trace(point: CGPoint, root: View, result: View?) -> HitTestTrace {
    HitTestTrace(point: point, root: root, result: result, log: log)
  }

  private func append(_ kind: HitTestTrace.Step.Kind, about view: View) {
    log.append(kind, about: index(of: view), depth: openVisits.count)
  }

  /// The view's index in the log: the open visit's, when the step is about the view being visited.
  private func index(of view: View) -> Int32 {
    if let visit = openVisits.last, visit.view === view { return visit.index }
    return log.index(of: view)
  }
}
