/// The answer to "why didn't my view get the touch?": the exact rule and the view responsible.
///
/// Make one with ``View/explainMiss(of:at:)``. ``reason`` is structured for tests; ``description`` says it
/// in words, naming the culprit and the rule:
///
/// ```
/// closeButton did not get the touch at (130, 20): the point is outside the bounds of its ancestor card
/// ((130, 20) in card, bounds (x 0, y 0, w 100, h 100)). closeButton is drawn there because card does not
/// clip its subviews, but hit testing never looks outside an ancestor's bounds: visible is not touchable.
/// ```
public struct MissExplanation: CustomStringConvertible {
  /// The view that was expected to be hit.
  public let expected: View
  /// The point, in the coordinates of the view the hit test started from.
  public let point: CGPoint
  /// The rule that decided, with the culprit.
  public let reason: Reason
  /// The full trace of the hit test the explanation comes from.
  public let trace: HitTestTrace

  /// Why the expected view was, or was not, the hit-test result.
  public enum Reason {
    /// It was not a miss: the expected view is the hit-test result.
    case wasHit
    /// A subview of the expected view (in front, deeper) is the result: the deepest hit wins.
    case subviewWasHit(View)
    /// The expected view is not in the hierarchy below the view the hit test started from.
    case notInHierarchy
    /// `culprit` (the expected view or an ancestor) is skipped before anything inside it is looked at.
    case skipped(culprit: View, HitTestTrace.SkipReason)
    /// The point is outside `culprit`'s bounds; `expectedIsUnderPoint` tells whether the expected view's
    /// own bounds contain the point (it is drawn there, because nothing clips it).
    case outsideBounds(culprit: View, point: CGPoint, bounds: CGRect, expectedIsUnderPoint: Bool)
    /// `culprit`'s overridden `point(inside:with:)` said no at `point`.
    case pointInsideOverrideRefused(culprit: View, point: CGPoint)
    /// `culprit`'s overridden `hitTest(_:with:)` returned `returned` instead of what the search found.
    case hitTestOverride(culprit: View, returned: View?)
    /// `frontView`, a sibling in front of the expected view's branch, took the touch: `winner` is the hit.
    case interceptedInFront(frontView: View, winner: View)
    /// `culprit`, a view on the way (the expected view or an ancestor), was passed over by its superview's
    /// default search without being called.
    case passedOver(culprit: View, HitTestTrace.SkipReason)
  }

  /// The explanation in words: what happened, which view is responsible, and the rule.
  public var description: String {
    let name = expected.displayName
    let at = "at \(point.compactDescription)"
    switch reason {
    case .wasHit:
      return "\(name) got the touch \(at): it is the hit-test result."
    case .subviewWasHit(let subview):
      return "\(name) did not get the touch \(at): its subview \(subview.displayName) did. The search "
        + "returns the deepest view that contains the point, so a subview in front wins over its superview."
    case .notInHierarchy:
      return "\(name) did not get the touch \(at): it is not in \(trace.root.displayName)'s hierarchy."
    case .skipped(let culprit, let skip):
      let whose = culprit === expected ? name : "its ancestor \(culprit.displayName)"
      return "\(name) did not get the touch \(at): \(whose) is skipped: \(skip)."
    case .outsideBounds(let culprit, let local, let bounds, let underPoint):
      if culprit === expected {
        return "\(name) did not get the touch \(at): the point is outside its bounds "
          + "(\(local.compactDescription) in \(name), bounds \(bounds.compactDescription))."
      }
      var text =
        "\(name) did not get the touch \(at): the point is outside the bounds of its ancestor "
        + "\(culprit.displayName) (\(local.compactDescription) in \(culprit.displayName), "
        + "bounds \(bounds.compactDescription))."
      if underPoint {
        let clipping =
          culprit.clipsToBounds ? "" : " because \(culprit.displayName) does not clip its subviews"
        text +=
          " \(name) is drawn there\(clipping), but hit testing never looks outside an ancestor's "
          + "bounds: visible is not touchable."
      }
      return text
    case .pointInsideOverrideRefused(let culprit, let local):
      let whose = culprit === expected ? "its" : "its ancestor \(culprit.displayName)'s"
      return "\(name) did not get the touch \(at): \(whose) point(inside:with:) override said no at "
        + "\(local.compactDescription)."
    case .hitTestOverride(let culprit, let returned):
      let whose = culprit === expected ? "its own" : "\(culprit.displayName)'s"
      return "\(name) did not get the touch \(at): \(whose) hitTest(_:with:) override returned "
        + "\(returned?.displayName ?? "nil")."
    case .interceptedInFront(let frontView, let winner):
      let detail = frontView === winner ? "" : " (its subview \(winner.displayName) is the hit)"
      return "\(name) did not get the touch \(at): \(frontView.displayName), in front of it, took the "
        + "touch\(detail). Subviews are tried front to back and the first hit wins."
    case .passedOver(let culprit, let skip):
      return "\(name) did not get the touch \(at): \(culprit.displayName) was not tried: \(skip)."
    }
  }
}
