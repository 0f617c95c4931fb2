/// Words a scroll view's decisions (``ScrollView/Decision``) for the text trace.
///
/// Each number a rule compares with is read from the constant that decides it (``PanGestureRecognizer/hysteresis``,
/// ``ScrollView/directionalLockAngle``), never typed into a sentence.
enum ScrollDecisionRenderer {
  /// The text after the scroll view's name: "began dragging at contentOffset (0, 0)".
  static func text(of decision: ScrollView.Decision, scrollView: TracedObject) -> String {
    switch decision {
    case .panAdmitted, .panBeganCatchingMovingContent, .panRefused, .contentKeepsTouch, .directionalLock:
      admissionText(of: decision)
    case .beganDragging(let offset): "began dragging at contentOffset \(offset.compactDescription)"
    case .beganDraggingWhileZooming: "began dragging while zooming: the pinch moves the content"
    case .dragged(let offset): "dragged to contentOffset \(offset.compactDescription)"
    case .endedDragging(let offset, let velocity, let settling):
      "ended dragging at contentOffset \(offset.compactDescription), velocity \(velocity.compactDescription) pt/s"
        + settlingText(settling)
    case .delegateMovedTarget(let target, let natural, let answer):
      "scrollViewWillEndDragging moved the target to \(target.compactDescription)"
        + targetAnswerText(answer, natural: natural)
    case .caughtMovingContent(let moving, let offset):
      "touch-down stopped \(moving == .deceleration ? "deceleration" : "the scrolling animation") at "
        + "contentOffset \(offset.compactDescription); the content does not get this touch"
    case .animatesContentOffset(let from, let to):
      "animates contentOffset from \(from.compactDescription) to \(to.compactDescription)"
    case .cameToRest(let offset, let time):
      "came to rest at contentOffset \(offset.compactDescription)\(timeText(time))"
    case .bouncedAtEdge(let offset, let velocity):
      "the fling reached the content's edge at contentOffset \(offset.compactDescription), velocity "
        + "\(velocity.compactDescription) pt/s: bounces is on, so it goes past, rubber-banded, and springs back"
    case .decelerationFollowedOffset(let offset, let shift):
      "contentOffset was set to \(offset.compactDescription) during deceleration: the motion goes on from there "
        + "(moved by \(shift.compactDescription))"
    case .decelerationTargetKeptInRange(let target):
      "the content's limits changed during deceleration: it comes to rest at \(target.compactDescription), "
        + "inside them"
    default:
      zoomText(of: decision, scrollView: scrollView)
    }
  }

  /// Whether the pan may begin, and the directional lock.
  private static func admissionText(of decision: ScrollView.Decision) -> String {
    switch decision {
    case .panAdmitted(let admission):
      let axis = admission.axes.first
      return "can scroll \(axis?.axis == .horizontal ? "horizontally" : "vertically"): "
        + (axis.map(axisReason) ?? "") + "; \(movedText(admission)), so its pan may begin; the first "
        + "\(PanGestureRecognizer.hysteresis.compactDescription) pt (the pan's hysteresis) are not scrolled"
    case .panBeganCatchingMovingContent:
      return
        "its pan begins at touch-down, without the \(PanGestureRecognizer.hysteresis.compactDescription) pt "
        + "hysteresis: the finger caught the moving content"
    case .panRefused(let admission):
      let reasons = admission.axes.map(axisReason).joined(separator: ", ")
      let which =
        admission.axes.count > 1
        ? "either way" : admission.axes.first?.axis == .horizontal ? "horizontally" : "vertically"
      return "cannot scroll \(which): \(reasons); \(movedText(admission)), so its pan does not begin"
    case .contentKeepsTouch(let content, .cannotCancelContentTouches):
      return "\(content) is tracking the touch and canCancelContentTouches is false: no scrolling"
    case .contentKeepsTouch(let content, .touchesShouldCancelRefused):
      return "touchesShouldCancel(in: \(content)) said no: \(content) keeps the touch"
    case .directionalLock(let degrees, let movement, let locked):
      let limit = ScrollView.directionalLockAngle.compactDescription
      let angle =
        "the drag started \(degrees.compactDescription)° from horizontal (moved \(movement.compactDescription) pt)"
      return switch locked {
      case .horizontal: "directional lock: \(angle), within \(limit)°: locked horizontally"
      case .vertical: "directional lock: \(angle), within \(limit)° of vertical: locked vertically"
      case nil: "directional lock: \(angle), diagonal: not locked, it moves freely"
      }
    default:
      return ""
    }
  }

  /// "the drag moved (0, -12) pt, mostly vertically".
  private static func movedText(_ admission: ScrollView.PanAdmission) -> String {
    let direction =
      switch admission.direction {
      case .mostlyHorizontal: "mostly horizontally"
      case .mostlyVertical: "mostly vertically"
      case .diagonal: "exactly diagonally"
      }
    return "the drag moved \(admission.movement.compactDescription) pt, \(direction)"
  }

  /// The numbers behind an axis's answer: "content height 2000 > bounds height 600".
  static func axisReason(_ extent: ScrollView.AxisExtent) -> String {
    let horizontal = extent.axis == .horizontal
    let dimension = horizontal ? "width" : "height"
    var text = "content \(dimension) \(extent.content.compactDescription)"
    if extent.insets != 0 { text += " + insets " + extent.insets.compactDescription }
    text += " \(extent.overflows ? ">" : "≤") bounds \(dimension) \(extent.bounds.compactDescription)"
    let name = "alwaysBounce\(horizontal ? "Horizontal" : "Vertical")"
    if !extent.overflows && extent.alwaysBounce {
      text += extent.bounces ? ", but \(name) is on" : " (\(name) is on, but bounces is off)"
    }
    return text
  }

  /// "; will decelerate to (0, 700)", with the page when paging; nothing when the content is at rest.
  private static func settlingText(_ settling: ScrollView.Settling?) -> String {
    guard let settling else { return "" }
    let page: String =
      if case .paging(_, let page, let choice) = settling { pageText(page, choice) } else { "" }
    return "; will decelerate to \(settling.target.compactDescription)\(page)"
  }

  /// " (page 1: the release's 1200 pt/s is over pagingFlingThreshold 300 pt/s: the next page)".
  private static func pageText(_ page: Int, _ choice: ScrollView.PageChoice) -> String {
    let threshold = "pagingFlingThreshold \(ScrollView.pagingFlingThreshold.compactDescription) pt/s"
    return switch choice {
    case .fling(let speed):
      " (page \(page): the release's \(abs(speed).compactDescription) pt/s is over \(threshold): the next page in the fling's direction, within the content)"
    case .nearestPage(let speed):
      " (page \(page): the release's \(abs(speed).compactDescription) pt/s is not over \(threshold): "
        + "the nearest page)"
    }
  }

  /// What the scroll view made of the delegate's target.
  private static func targetAnswerText(_ answer: ScrollView.TargetAnswer, natural: CGPoint) -> String {
    switch answer {
    case .ignoredWithPaging:
      "; ignored with paging, as UIKit does: it settles on \(natural.compactDescription)"
    case .ignoredNotFinite: "; ignored (not finite): it settles on \(natural.compactDescription)"
    case .accepted: "; deceleration ends there"
    case .keptInRange(let kept): "; kept in range: deceleration ends at \(kept.compactDescription)"
    }
  }

  /// " at 1.350 s", or nothing without a time.
  private static func timeText(_ time: TimeInterval?) -> String {
    time.map { " at \(InteractionTraceRenderer.timeText($0)) s" } ?? ""
  }

  /// The zooming decisions.
  private static func zoomText(of decision: ScrollView.Decision, scrollView: TracedObject) -> String {
    switch decision {
    case .zoomScaleIgnored(let property, let value):
      let name =
        switch property {
        case .minimumZoomScale: "minimumZoomScale"
        case .maximumZoomScale: "maximumZoomScale"
        case .zoomScale: "zoom scale"
        }
      return "\(name) \(value.compactDescription) ignored: a zoom scale must be finite and greater than 0"
    case .zoomRectangleIgnored(let rect):
      return "zoom(to: \(rect.compactDescription)) ignored: the rectangle is not finite"
    case .noViewForZooming(.noDelegate): return "no view for zooming: no delegate"
    case .noViewForZooming(.delegateReturnedNil):
      return "no view for zooming: viewForZooming(in:) returned nil"
    case .noViewForZooming(.notASubview(let view)):
      return "no view for zooming: viewForZooming(in:) returned \(view), not a subview of \(scrollView)"
    case .zoomingTurnedOff(let limits):
      return "zooming is off (\(limitsText(limits))): its pinch recognizer is removed"
    case .pinchRefused(let limits): return "its pinch does not zoom: \(limitsText(limits))"
    case .zoomedSizeNotFinite(let scale, let view):
      return
        "zoom scale \(scale.compactDescription) refused: \(view)'s size at that scale would not be finite"
    case .zoomingViewChanged(let old, let new):
      return
        "viewForZooming(in:) now returns \(new), not \(old): \(old)'s zoom is reset (identity transform), "
        + "and the zoom scale starts again at 1"
    case .secondFingerDoesNotZoom(let limits):
      return "a second finger is down, but it does not zoom: \(limitsText(limits))"
    case .beganZooming(let scale, let anchor, let view):
      return
        "began zooming at scale \(scale.compactDescription) around \(anchor.compactDescription) of \(view)"
    case .pinchZoomed(let scale, let anchor, let view, let past):
      let band =
        switch past {
        case .maximum(let limit): " (past maximumZoomScale \(limit.compactDescription): rubber band)"
        case .minimum(let limit): " (past minimumZoomScale \(limit.compactDescription): rubber band)"
        case nil: ""
        }
      return "zoomed to \(scale.compactDescription) around \(anchor.compactDescription) of \(view)\(band)"
    case .zoomed(let scale, let offset):
      return "zoomed to \(scale.compactDescription), contentOffset \(offset.compactDescription)"
    case .animatesZoom(let from, let to, let offset):
      return "animates zoom from \(from.compactDescription) to \(to.compactDescription), contentOffset "
        + offset.compactDescription
    case .endedZoomingWithoutView(let scale):
      return "ended zooming with no view for zooming; the scale rests at \(scale.compactDescription)"
    case .endedZooming(let scale, let release):
      let ended = "ended zooming at scale \(scale.compactDescription)"
      return switch release {
      case .rests: ended
      case .springsBack(let offset): "\(ended); springs back to contentOffset \(offset.compactDescription)"
      case .bouncesBack(let to, let offset):
        "\(ended); bounces back to \(to.compactDescription), contentOffset \(offset.compactDescription)"
      }
    case .zoomCameToRest(let scale, let offset, let time):
      return "zoom came to rest at scale \(scale.compactDescription), contentOffset "
        + "\(offset.compactDescription)\(timeText(time))"
    default:
      return ""
    }
  }

  /// Why the limits turn zooming off: "minimumZoomScale == maximumZoomScale (1)".
  private static func limitsText(_ limits: ScrollView.ZoomLimits) -> String {
    let (low, high) = (limits.minimum, limits.maximum)
    if low == high { return "minimumZoomScale == maximumZoomScale (\(low.compactDescription))" }
    if low > high {
      return "minimumZoomScale \(low.compactDescription) > maximumZoomScale \(high.compactDescription)"
    }
    return "no pinch"
  }
}

extension ScrollView.Decision {
  /// The decision in the words of the text trace, as it follows the scroll view's name there.
  ///
  /// ```swift
  /// if case .scroll(let view, let decision) = entry.kind {
  ///   print("\(view): \(decision.text(for: view))")  // "feed: began dragging at contentOffset (0, 0)"
  /// }
  /// ```
  ///
  /// - Parameter scrollView: The scroll view that decided (the entry's view).
  /// - Returns: The text the trace prints after the view's name.
  public func text(for scrollView: TracedObject) -> String {
    ScrollDecisionRenderer.text(of: self, scrollView: scrollView)
  }
}
