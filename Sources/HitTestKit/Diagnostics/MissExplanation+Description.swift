// The words of a miss explanation: its typed reason, the culprit and the numbers, as sentences. The model
// (`MissExplanation`, `View.explainMiss(of:at:)`) decides and records; only this file words it.

extension MissExplanation: CustomStringConvertible {
  /// The explanation in words: what happened, which view is responsible, and the rule.
  public var description: String {
    guard let shownByAnimation else { return ruleDescription }
    return ruleDescription + " " + Self.animationText(expected: expected, shownByAnimation)
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
    case .coveredByKeyboard(let keyboard, let firstResponder, let hit):
      let found =
        hit === expected ? "the hit test finds it" : "the hit test finds its subview \(hit.displayName)"
      let holder =
        firstResponder.map { "\($0.responderName) is first responder" } ?? "a text field is editing"
      let frame = keyboard.window.map { keyboard.convert(keyboard.bounds, to: $0) } ?? keyboard.frame
      return
        "\(name) did not get the touch \(at): \(found) in its window, but \(keyboard.displayName) covers the "
        + "point (frame \(frame.compactDescription)) because \(holder). The keyboard's window is in front of the "
        + "app's windows and takes the touch; resign the first responder (endEditing) or move \(name) above "
        + "the keyboard (keyboardWillShowNotification gives its frame)."
    case .stoppedMovingScrollView(let scrollView, let hit):
      return Self.movingScrollViewText(
        expected: expected, at: at, scrollView: scrollView, hit: hit, motion: scrollViewMotion)
    case .transitionRunning(let controller):
      return
        "\(name) did not get the touch \(at): \(controller.responderName)'s transition (a push, a pop, a "
        + "presentation or a dismissal) is running in its window, and touches that begin meanwhile are refused, "
        + "to every view and recognizer. Wait for the transition to finish (NavigationController.transitionDuration, "
        + "PresentationController.transitionDuration)."
    }
  }

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

  /// The words for ``Reason/stoppedMovingScrollView(scrollView:hit:)``.
  static func movingScrollViewText(
    expected: View, at: String, scrollView: ScrollView, hit: View, motion: ScrollViewMotion?
  ) -> String {
    let name = expected.displayName
    let motion =
      motion
      ?? ScrollViewMotion(isDecelerating: scrollView.isDecelerating, contentOffset: scrollView.contentOffset)
    let moving = motion.isDecelerating ? "is decelerating" : "is animating its contentOffset"
    let found =
      hit === expected ? "the hit test finds it" : "the hit test finds its subview \(hit.displayName)"
    return
      "\(name) would not get a touch \(at): \(found), but its ancestor \(scrollView.displayName) \(moving) "
      + "(contentOffset \(motion.contentOffset.compactDescription)). A touch-down stops the content at once "
      + "and belongs to scrolling: the content does not get that touch. Tap again once it is at rest."
  }

  /// The sentence added when a running animation shows `expected` where its model frame is not.
  static func animationText(expected: View, _ shown: ShownByAnimation) -> String {
    "\(expected.displayName) is shown there by a running animation (its presentation frame is "
      + "\(shown.presentationFrame.compactDescription)), but hit testing uses its model frame "
      + "\(shown.modelFrame.compactDescription), where it will be: override hitTest(_:with:) to test "
      + "layer.presentation() to catch it where it appears."
  }
}
