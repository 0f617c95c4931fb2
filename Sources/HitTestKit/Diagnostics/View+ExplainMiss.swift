extension View {
  /// Explains why `expected` is, or is not, the view a hit test at `point` returns.
  ///
  /// It runs a traced hit test from this view (window coordinates for a window) and follows the chain from
  /// here down to `expected`, naming the first rule that stops the search on that path: a hidden,
  /// interaction-disabled or near-transparent view; an ancestor whose bounds do not contain the point
  /// (even though `expected` is drawn there because nothing clips it); a ``ShapeView`` whose path's tap
  /// target does not contain the point; an image view's alpha mask (naming the transparent pixel); a
  /// `point(inside:with:)` override that said no; a `hitTest(_:with:)` override that returned something
  /// else; a view in front that took
  /// the touch (and which of its subviews); a singular transform; a view animating without
  /// `.allowUserInteraction`. When a running animation shows `expected` over the point while its model frame is
  /// elsewhere, the explanation says so too (hit testing uses the model frame).
  /// A view the search does reach still misses the touch when a scroll view around it is decelerating: the
  /// touch-down stops the content and is not delivered to it. While a transition (a push, a pop, a presentation or
  /// a dismissal) runs in the window, the explanation names it: touches that begin then are refused.
  ///
  /// ```swift
  /// print(window.explainMiss(of: closeButton, at: CGPoint(x: 130, y: 20)))
  /// // closeButton did not get the touch at (130, 20): the point is outside the bounds of its ancestor
  /// // card ((120, 10) in card, bounds (x 0, y 0, w 100, h 100)). closeButton is drawn there because
  /// // card does not clip its subviews, but hit testing never looks outside an ancestor's bounds: …
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The view that should get the touch.
  ///   - point: The touch point, in this view's coordinates (window coordinates for a window).
  /// - Returns: The explanation: whether `expected` is hit, and else the first rule that stops the search.
  public func explainMiss(of expected: View, at point: CGPoint) -> MissExplanation {
    let trace = hitTestTrace(at: point)
    let reason = MissAnalysis(trace: trace, root: self, expected: expected, point: point).reason()
      .consideringMovingScrollView(of: expected, below: self)
      .consideringKeyboard(of: expected, over: self, at: point)
      .consideringTransition(in: expected.window ?? (self as? Window))
    var explanation = MissExplanation(expected: expected, point: point, reason: reason, trace: trace)
    if case .wasHit = reason {} else { explanation.shownByAnimation = shownByAnimation(expected, at: point) }
    if case .stoppedMovingScrollView(let scrollView, _) = reason {
      explanation.scrollViewMotion = MissExplanation.ScrollViewMotion(
        isDecelerating: scrollView.isDecelerating, contentOffset: scrollView.contentOffset)
    }
    return explanation
  }

  /// Explains why `expected` is, or is not, the view a recorded hit test returned, from the trace alone.
  ///
  /// The same analysis as ``explainMiss(of:at:)``, made on `trace` (recorded when the touch went down) instead
  /// of a new hit test, so it holds for the scene as it was then. It leaves out what only the views now can tell
  /// (a running animation's presentation frame, a scroll view still moving).
  ///
  /// - Parameters:
  ///   - expected: The view that should have got the touch.
  ///   - trace: The recorded hit test.
  /// - Returns: The explanation.
  static func explainMiss(of expected: View, recordedIn trace: HitTestTrace) -> MissExplanation {
    let reason = MissAnalysis(trace: trace, root: trace.root, expected: expected, point: trace.point).reason()
    return MissExplanation(expected: expected, point: trace.point, reason: reason, trace: trace)
  }

  /// The frames of `expected` when a running animation shows it over `point` (in this view's coordinates) while its
  /// model frame, which hit testing uses, does not contain it; `nil` otherwise.
  private func shownByAnimation(_ expected: View, at point: CGPoint) -> MissExplanation.ShownByAnimation? {
    guard let superview = expected.superview, let shown = expected.layer.presentation(),
      expected.layer.animationKeys() != nil
    else { return nil }
    let local = convert(point, to: superview)
    guard shown.hitTest(local) != nil, !expected.frame.halfOpenContains(local) else { return nil }
    return MissExplanation.ShownByAnimation(presentationFrame: shown.frame, modelFrame: expected.frame)
  }
}

/// Walks a hit-test trace along the path from the root to the expected view.
private struct MissAnalysis {
  let trace: HitTestTrace
  let root: View
  let expected: View
  let point: CGPoint

  func reason() -> MissExplanation.Reason {
    if trace.result === expected { return .wasHit }
    guard expected.isDescendant(of: root) else { return .notInHierarchy }
    let path = Array(expected.pathFromRoot.drop { $0 !== root })
    let tree = trace.visitTree
    guard var visit = tree.roots.first.map({ tree[$0] }) else { return .notInHierarchy }
    var stack: [HitTestTrace.Visit] = []
    for (depth, view) in path.enumerated() {
      if let reason = decisionStopping(visit, isExpected: view === expected) { return reason }
      stack.append(visit)
      guard depth + 1 < path.count else { break }
      let next = path[depth + 1]
      guard let child = visit.children.lazy.map({ tree[$0] }).first(where: { $0.view === next }) else {
        return missingChild(next, in: visit, of: tree)
      }
      if let reason = child.passedOver { return .passedOver(culprit: next, reason) }
      visit = child
    }
    // The search reached the expected view; an override on the way back up changed the answer.
    for visit in stack.reversed() where visit.overrideChangedResult {
      return .hitTestOverride(culprit: visit.view, returned: visit.result)
    }
    if let result = trace.result, result.isDescendant(of: expected) { return .subviewWasHit(result) }
    return .hitTestOverride(culprit: root, returned: trace.result)
  }

  /// The rule that stopped the search inside `visit`, if it stopped there.
  private func decisionStopping(_ visit: HitTestTrace.Visit, isExpected: Bool) -> MissExplanation.Reason? {
    guard visit.usedDefault else {
      if isExpected, let result = visit.result, result !== expected, result.isDescendant(of: expected) {
        return nil
      }
      return visit.result === expected ? nil : .hitTestOverride(culprit: visit.view, returned: visit.result)
    }
    if let skip = visit.skipped { return .skipped(culprit: visit.view, skip) }
    if visit.pointInside == false {
      let local = visit.point ?? point
      if let check = visit.pathCheck, !check.contains {
        return .outsidePath(culprit: visit.view, point: local, target: check.target)
      }
      if let check = visit.boundsCheck, !check.contains {
        let expectedLocal = expected.convert(local, from: visit.view)
        return .outsideBounds(
          culprit: visit.view, point: local, bounds: check.bounds,
          expectedIsUnderPoint: expected.bounds.halfOpenContains(expectedLocal))
      }
      if let check = visit.alphaCheck, !check.contains {
        return .alphaMaskRefused(culprit: visit.view, point: local, check)
      }
      return .pointInsideOverrideRefused(culprit: visit.view, point: local)
    }
    return nil
  }

  /// Why the next view on the path has no visit inside `visit`.
  private func missingChild(_ next: View, in visit: HitTestTrace.Visit, of tree: HitTestTrace.VisitTree)
    -> MissExplanation.Reason
  {
    let tried = visit.children.lazy.map { tree[$0] }
    if let front = tried.first(where: { $0.result != nil }), let winner = front.result {
      return .interceptedInFront(frontView: front.view, winner: winner, coveredView: next)
    }
    return .hitTestOverride(culprit: visit.view, returned: visit.result)
  }
}
