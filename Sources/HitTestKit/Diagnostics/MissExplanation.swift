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
  /// Where a running animation shows the expected view over the point although its model frame is elsewhere, as
  /// a sentence to add; `nil` otherwise.
  var animationNote: String? = nil

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
    /// `culprit` is a ``ShapeView`` and `point` (in its coordinates) is outside its path's `target`.
    case outsidePath(culprit: View, point: CGPoint, target: HitTestTrace.PathTarget)
    /// `culprit`'s overridden `point(inside:with:)` said no at `point`.
    case pointInsideOverrideRefused(culprit: View, point: CGPoint)
    /// `culprit`, an ``ImageView`` with an ``ImageView/alphaHitThreshold``, found no pixel opaque enough
    /// at `point` (in its coordinates): a transparent pixel, or no pixel where the image is not drawn.
    case alphaMaskRefused(culprit: View, point: CGPoint, HitTestTrace.AlphaCheck)
    /// `culprit`'s overridden `hitTest(_:with:)` returned `returned` instead of what the search found.
    case hitTestOverride(culprit: View, returned: View?)
    /// `frontView`, a sibling in front of `coveredView` (the expected view or its ancestor), took the
    /// touch: `winner` is the hit.
    case interceptedInFront(frontView: View, winner: View, coveredView: View)
    /// `culprit`, a view on the way (the expected view or an ancestor), was passed over by its superview's
    /// default search without being called.
    case passedOver(culprit: View, HitTestTrace.SkipReason)
    /// The search reaches the expected view (`hit` is the result: it or a subview), but `scrollView`, an
    /// ancestor, is decelerating or animating its offset: a touch-down there stops the content, and the
    /// content does not get that touch.
    case stoppedMovingScrollView(scrollView: ScrollView, hit: View)
  }

  /// The explanation in words: what happened, which view is responsible, and the rule.
  public var description: String {
    guard let animationNote else { return ruleDescription }
    return ruleDescription + " " + animationNote
  }

  /// The explanation without the animation note.
  private var ruleDescription: String {
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
      let whose = culprit === expected ? "it" : "its ancestor \(culprit.displayName)"
      return "\(name) did not get the touch \(at): \(whose) \(skip)\(Self.defaultNote(culprit, skip))."
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
        let ancestor = culprit.displayName
        text +=
          culprit.clipsToBounds
          ? " \(name) would be drawn there if \(ancestor) did not clip; either way, hit testing never looks "
            + "outside an ancestor's bounds."
          : " \(name) is drawn there because \(ancestor) does not clip its subviews, but hit testing never "
            + "looks outside an ancestor's bounds: visible is not touchable."
      }
      return text
    case .outsidePath(let culprit, let local, let target):
      let whose = culprit === expected ? "its" : "its ancestor \(culprit.displayName)'s"
      var text =
        "\(name) did not get the touch \(at): the point is outside \(whose) path's \(target) "
        + "(\(local.compactDescription) in \(culprit.displayName))."
      if case .outline(let width) = target {
        text +=
          " A shape answers only within \((width / 2).compactDescription) pt of its outline, not "
          + "everywhere inside its bounds."
      } else {
        text += " A filled shape answers only inside its fill, not everywhere inside its bounds."
      }
      return text
    case .pointInsideOverrideRefused(let culprit, let local):
      let whose = culprit === expected ? "its" : "its ancestor \(culprit.displayName)'s"
      return "\(name) did not get the touch \(at): \(whose) point(inside:with:) override said no at "
        + "\(local.compactDescription)."
    case .alphaMaskRefused(let culprit, let local, let check):
      let whose = culprit === expected ? "its" : "its ancestor \(culprit.displayName)'s"
      let rule =
        if check.pixel != nil {
          "an image view with alphaHitThreshold set answers only on pixels whose alpha is at least the "
            + "threshold"
        } else if check.bounds.halfOpenContains(check.point) {
          "an image view with alphaHitThreshold set answers only where its image is drawn"
        } else {
          "the alpha mask never reaches outside the bounds, even where the image is drawn beyond them"
        }
      return "\(name) did not get the touch \(at): \(whose) alpha mask refused the point "
        + "(\(local.compactDescription) in \(culprit.displayName)): \(check). The touch goes on to the views "
        + "behind: \(rule)."
    case .hitTestOverride(let culprit, let returned):
      let whose = culprit === expected ? "its own" : "\(culprit.displayName)'s"
      return "\(name) did not get the touch \(at): \(whose) hitTest(_:with:) override returned "
        + "\(returned?.displayName ?? "nil")."
    case .interceptedInFront(let frontView, let winner, let covered):
      let detail = frontView === winner ? "" : " (its subview \(winner.displayName) is the hit)"
      let position =
        covered === expected ? "in front of it" : "in front of its ancestor \(covered.displayName)"
      return "\(name) did not get the touch \(at): \(frontView.displayName), \(position), took the "
        + "touch\(detail). Subviews are tried front to back and the first hit wins."
    case .passedOver(let culprit, let skip):
      let whose = culprit === expected ? "it" : "its ancestor \(culprit.displayName)"
      return "\(name) did not get the touch \(at): \(whose) was not tried because it \(skip)."
    case .stoppedMovingScrollView(let scrollView, let hit):
      return Self.movingScrollViewText(expected: expected, at: at, scrollView: scrollView, hit: hit)
    }
  }
}

extension MissExplanation {
  /// Why a label or an image view has user interaction off without anyone turning it off: UIKit's default.
  ///
  /// "My tap recognizer on a label never fires" is the classic case, so the explanation names the default and
  /// the fix; empty for any other view or reason.
  static func defaultNote(_ culprit: View, _ skip: HitTestTrace.SkipReason) -> String {
    guard case .userInteractionDisabled = skip else { return "" }
    let kind: String
    if culprit is Label {
      kind = "a label"
    } else if culprit is ImageView {
      kind = "an image view"
    } else {
      return ""
    }
    return "; \(kind) starts with it false, as in UIKit: set isUserInteractionEnabled = true to let "
      + "\(culprit.displayName) and its gesture recognizers take touches"
  }
}
