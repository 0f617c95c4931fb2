extension ScrollView {
  /// What a scroll view decided, with the values that decided it, as the trace records it.
  ///
  /// The scroll view records these values, never sentences; the text renderer words each case and reads each
  /// limit from the constant that decides it (``PanGestureRecognizer/hysteresis``, ``directionalLockAngle``,
  /// ``pagingFlingThreshold``). A test matches a case and its fields with `TracePattern.scroll`.
  ///
  /// ```swift
  /// // "feed: can scroll vertically: content height 2000 > bounds height 600; the drag moved (0, -12) pt, …"
  /// .panAdmitted(PanAdmission(movement: CGPoint(x: 0, y: -12), direction: .mostlyVertical, axes: [feedHeight]))
  /// ```
  public enum Decision: Equatable {
    // MARK: Dragging

    /// The pan may begin: the drag moved along an axis the view can scroll (`axes` holds that one axis).
    case panAdmitted(PanAdmission)
    /// The pan began at touch-down, without ``PanGestureRecognizer/hysteresis``: the finger caught moving content.
    case panBeganCatchingMovingContent
    /// The pan may not begin: the drag moved along an axis the view cannot scroll (`axes` holds the refused
    /// axes: one, or both for an exact diagonal).
    case panRefused(PanAdmission)
    /// The pan may not begin because the content holding the touch keeps it.
    case contentKeepsTouch(TracedObject, ContentTouchRule)
    /// ``isDirectionalLockEnabled`` decided the drag's lock: the drag's angle from horizontal in degrees, its
    /// movement, and the axis it locked to (`nil`: diagonal, it moves freely).
    case directionalLock(angle: CGFloat, movement: CGPoint, lockedAxis: DragAxis?)
    /// Dragging began at this offset.
    case beganDragging(contentOffset: CGPoint)
    /// Dragging began while a pinch zooms: the pinch moves the content.
    case beganDraggingWhileZooming
    /// The finger moved the content to this offset.
    case dragged(contentOffset: CGPoint)
    /// The finger lifted: where the content was, the release velocity (points per second, content direction),
    /// and how it settles (`nil`: it is already at rest).
    case endedDragging(contentOffset: CGPoint, velocity: CGPoint, settling: Settling?)
    /// The delegate's `scrollViewWillEndDragging` moved the target; what the scroll view made of it.
    case delegateMovedTarget(CGPoint, natural: CGPoint, TargetAnswer)
    /// A touch-down caught moving content, which stopped at this offset; the content does not get the touch.
    case caughtMovingContent(MovingContent, contentOffset: CGPoint)
    /// An animated `setContentOffset(_:animated:)` began.
    case animatesContentOffset(from: CGPoint, to: CGPoint)
    /// Moving content came to rest, at this virtual time when a clock ran it.
    case cameToRest(contentOffset: CGPoint, time: TimeInterval?)
    /// A fling reached the content's edge at this offset, with this velocity (points per second), and bounces
    /// (``bounces``, ``edgeBounceFrequency``).
    case bouncedAtEdge(contentOffset: CGPoint, velocity: CGPoint)
    /// The offset was set from outside during a deceleration: the motion goes on from it, moved by `shift`.
    case decelerationFollowedOffset(contentOffset: CGPoint, shift: CGPoint)
    /// The content's limits changed during a deceleration: it now comes to rest at this offset, inside them.
    case decelerationTargetKeptInRange(CGPoint)

    // MARK: Zooming

    /// A zoom-scale value was ignored: it is NaN, infinite, zero or negative.
    case zoomScaleIgnored(ZoomScaleProperty, value: CGFloat)
    /// `zoom(to:animated:)` ignored a rectangle that is not finite.
    case zoomRectangleIgnored(CGRect)
    /// There is no view for zooming, and why.
    case noViewForZooming(NoViewForZooming)
    /// The limits turned zooming off: the pinch recognizer was removed.
    case zoomingTurnedOff(ZoomLimits)
    /// A zoom to `scale` was refused: the zoomed view's size at that scale is not finite.
    case zoomedSizeNotFinite(scale: CGFloat, view: TracedObject)
    /// The delegate's view for zooming changed: the old one's zoom was reset (identity transform) and the scale
    /// starts again at 1 for the new one.
    case zoomingViewChanged(from: TracedObject, to: TracedObject)
    /// The pinch may not begin: the limits do not allow zooming.
    case pinchRefused(ZoomLimits)
    /// A second finger came down on a view whose limits do not allow zooming (it has no pinch).
    case secondFingerDoesNotZoom(ZoomLimits)
    /// A pinch began zooming at this scale, around this point of the zoomed view.
    case beganZooming(scale: CGFloat, anchor: CGPoint, view: TracedObject)
    /// The pinch set this scale around its anchor, rubber-banded when past a limit.
    case pinchZoomed(scale: CGFloat, anchor: CGPoint, view: TracedObject, rubberBand: ZoomLimit?)
    /// A programmatic zoom, not animated, set this scale and offset.
    case zoomed(scale: CGFloat, contentOffset: CGPoint)
    /// An animated programmatic zoom began.
    case animatesZoom(from: CGFloat, to: CGFloat, contentOffset: CGPoint)
    /// The pinch ended after the zoomed view left: the scale rests within the limits at once.
    case endedZoomingWithoutView(scale: CGFloat)
    /// The pinch ended at this scale, and what follows.
    case endedZooming(scale: CGFloat, ZoomRelease)
    /// A zoom animation came to rest, at this virtual time when a clock ran it.
    case zoomCameToRest(scale: CGFloat, contentOffset: CGPoint, time: TimeInterval?)
  }

  /// The numbers behind a pan's admission or refusal: the drag's movement since touch-down, its main
  /// direction, and the axes that decided.
  public struct PanAdmission: Equatable, Sendable {
    /// The drag's movement since touch-down, in window points.
    public var movement: CGPoint
    /// Its main direction (``ScrollView`` compares |dx| with |dy|).
    public var direction: DragDirection
    /// The axis that lets the pan begin, or the axes that refuse it.
    public var axes: [AxisExtent]

    /// Makes the record.
    ///
    /// - Parameters:
    ///   - movement: The movement since touch-down.
    ///   - direction: Its main direction.
    ///   - axes: The axes that decided.
    public init(movement: CGPoint, direction: DragDirection, axes: [AxisExtent]) {
      self.movement = movement
      self.direction = direction
      self.axes = axes
    }
  }

  /// Why an axis can or cannot scroll: content (plus insets) against the bounds, and `alwaysBounce…`.
  public struct AxisExtent: Equatable, Sendable {
    /// The axis.
    public var axis: DragAxis
    /// The content's length along it (``contentSize``).
    public var content: CGFloat
    /// The two insets along it, added (``contentInset``).
    public var insets: CGFloat
    /// The bounds' length along it.
    public var bounds: CGFloat
    /// ``alwaysBounceHorizontal`` or ``alwaysBounceVertical``.
    public var alwaysBounce: Bool
    /// ``bounces``.
    public var bounces: Bool

    /// Makes the record.
    ///
    /// - Parameters:
    ///   - axis: The axis.
    ///   - content: The content's length.
    ///   - insets: The insets, added.
    ///   - bounds: The bounds' length.
    ///   - alwaysBounce: Whether it always bounces along the axis.
    ///   - bounces: Whether the view bounces.
    public init(
      axis: DragAxis, content: CGFloat, insets: CGFloat, bounds: CGFloat, alwaysBounce: Bool, bounces: Bool
    ) {
      self.axis = axis
      self.content = content
      self.insets = insets
      self.bounds = bounds
      self.alwaysBounce = alwaysBounce
      self.bounces = bounces
    }

    /// Whether the content with its insets is longer than the bounds.
    public var overflows: Bool { content + insets > bounds }
  }

  /// Why the content keeps a touch when the pan is about to begin.
  public enum ContentTouchRule: Equatable, Sendable {
    /// ``canCancelContentTouches`` is false.
    case cannotCancelContentTouches
    /// ``touchesShouldCancel(in:)`` answered false.
    case touchesShouldCancelRefused
  }

  /// How released content settles.
  public enum Settling: Equatable, Sendable {
    /// It decelerates to `target` at `rate` (``decelerationRate``, per millisecond).
    case decelerating(target: CGPoint, rate: CGFloat)
    /// It settles on `page` (``isPagingEnabled``), at offset `target`, for the reason `choice`.
    case paging(target: CGPoint, page: Int, choice: PageChoice)
    /// It springs back within its range, to `target`.
    case springingBack(target: CGPoint)

    /// Where the content comes to rest.
    public var target: CGPoint {
      switch self {
      case .decelerating(let target, _), .paging(let target, _, _), .springingBack(let target): target
      }
    }
  }

  /// Why a paging release settles on its page: the release's speed along the paging axis against
  /// ``pagingFlingThreshold``.
  public enum PageChoice: Equatable, Sendable {
    /// Faster than the threshold (`speed` pt/s, signed as the content moves): the next page in the fling's direction.
    case fling(speed: CGFloat)
    /// At most the threshold (`speed` pt/s): the nearest page.
    case nearestPage(speed: CGFloat)
  }

  /// What the scroll view made of a target the delegate set in `scrollViewWillEndDragging`.
  public enum TargetAnswer: Equatable, Sendable {
    /// Ignored with paging, as UIKit does.
    case ignoredWithPaging
    /// Ignored: not finite.
    case ignoredNotFinite
    /// Used as set.
    case accepted
    /// Moved inside the content range, to this offset.
    case keptInRange(CGPoint)
  }

  /// What a touch-down stopped.
  public enum MovingContent: Equatable, Sendable {
    /// Deceleration after a drag (or settling on a page, or springing back).
    case deceleration
    /// An animated `setContentOffset(_:animated:)`.
    case scrollingAnimation
  }

  /// A property that takes a zoom scale.
  public enum ZoomScaleProperty: Equatable, Sendable {
    /// ``minimumZoomScale``.
    case minimumZoomScale
    /// ``maximumZoomScale``.
    case maximumZoomScale
    /// ``zoomScale`` or `setZoomScale(_:animated:)`.
    case zoomScale
  }

  /// Why there is no view for zooming.
  public enum NoViewForZooming: Equatable {
    /// The scroll view has no delegate.
    case noDelegate
    /// The delegate's `viewForZooming(in:)` returned `nil`.
    case delegateReturnedNil
    /// The delegate returned this view, which is not a subview of the scroll view.
    case notASubview(TracedObject)
  }

  /// The zoom limits, as they stood.
  public struct ZoomLimits: Equatable, Sendable {
    /// ``minimumZoomScale``.
    public var minimum: CGFloat
    /// ``maximumZoomScale``.
    public var maximum: CGFloat

    /// Makes the record.
    ///
    /// - Parameters:
    ///   - minimum: The smallest zoom scale.
    ///   - maximum: The largest zoom scale.
    public init(minimum: CGFloat, maximum: CGFloat) {
      self.minimum = minimum
      self.maximum = maximum
    }

    /// Whether they allow zooming: the maximum is greater than the minimum.
    public var allowZooming: Bool { maximum > minimum }
  }

  /// A zoom limit a pinch went past.
  public enum ZoomLimit: Equatable, Sendable {
    /// Past ``maximumZoomScale``, which was this value.
    case maximum(CGFloat)
    /// Past ``minimumZoomScale``, which was this value.
    case minimum(CGFloat)
  }

  /// What follows the end of a pinch.
  public enum ZoomRelease: Equatable, Sendable {
    /// Scale and offset are within their limits: nothing moves.
    case rests
    /// The scale is within its limits, the offset springs back to this one.
    case springsBack(contentOffset: CGPoint)
    /// The scale bounces back to `scale`, and the offset goes to `contentOffset`.
    case bouncesBack(scale: CGFloat, contentOffset: CGPoint)
  }
}
