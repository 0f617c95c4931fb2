/// A view whose content can be dragged, flung and paged, as UIKit's `UIScrollView`.
///
/// Scrolling is ``contentOffset``, which is the same value as `bounds.origin`: changing it moves every
/// subview on screen, and hit testing of the content needs no special code. A pan recognizer
/// (``panGestureRecognizer``, attached to the scroll view) drives it. Content touches follow UIKit's rules:
///
/// - with ``delaysContentTouches`` (default true) a touch-down reaches the content only after
///   ``contentTouchDelay`` (0.15 s) without the pan beginning, or at once if the finger lifts first (so a
///   quick tap on a button works), or when it moves 10 pt along an axis the view cannot scroll; a quick
///   drag scrolls and the content never hears of the touch;
/// - ``touchesShouldBegin(_:with:in:)`` is asked before the content gets touches;
/// - when the pan is about to begin over content that already has the touch, ``canCancelContentTouches``
///   and ``touchesShouldCancel(in:)`` (default: true except for controls) decide whether the content gets
///   `touchesCancelled` and the view scrolls, or the content keeps the touch and nothing scrolls.
///
/// Touches that reach the scroll view itself (on its background, or passed up by content that does not handle
/// them) end there: it does not pass them on to its next responder, as in UIKit.
///
/// Its pan begins only along an axis it can scroll, so a horizontal scroll view inside a vertical one works
/// without code, and the trace says why each pan began or failed, with the numbers (ScrollView+PanAdmission;
/// ``isDirectionalLockEnabled`` keeps a drag on the axis it started along).
///
/// Releasing the content settles it: on the nearest page in the direction of the fling with
/// ``isPagingEnabled``; otherwise it decelerates by ``decelerationRate`` per millisecond on the virtual
/// clock to Apple's projected resting point, which the delegate may move
/// (``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``); content pulled
/// past an edge (``bounces``) springs back. A touch-down while the content moves stops it, and the content
/// does not get that touch. Settling runs on the clock of the
/// application whose touches dragged the view, so it ends even when the view leaves its window mid-drag
/// (``isDecelerating`` turns false and the delegate hears ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)``
/// at the usual time); it only happens as virtual time passes: after a `swipe` or `drag`, paging and
/// deceleration are pending until a `wait`. A scroll view moved to another application's window mid-motion keeps
/// its motion on the clock that started it (each application has its own timeline; a touch-down in the new
/// application catches the moving content as usual), and a motion whose application is released ends at once, as
/// it would have ended (ScrollView+Frames): no motion is ever left without a clock that will settle it.
open class ScrollView: View {
  /// How long a touch-down is held from the content: 0.15 s (UIKit's value, reference §8.4).
  public static let contentTouchDelay: TimeInterval = 0.15
  /// Movement along an axis the view cannot scroll that releases held touches to the content: 10 pt
  /// (UIKit's value, reference §8.4).
  public static let contentTouchMovementLimit: CGFloat = 10
  /// The fling speed above which a paging release moves to the next page in the fling's direction:
  /// 300 pt/s (UIKit's threshold is not documented; this is HitTestKit's choice).
  public static let pagingFlingThreshold: CGFloat = 300
  /// The speed under which decelerating content stops: 10 pt/s (HitTestKit's choice).
  public static let minimumDecelerationSpeed: CGFloat = 10
  /// How long settling on a page or springing back takes: 0.3 s (HitTestKit's choice).
  public static let settleDuration: TimeInterval = 0.3
  /// The rubber-band constant of UIKit's formula `(1 − 1 / (x · 0.55 / d + 1)) · d` (a community figure).
  public static let rubberBandConstant: CGFloat = 0.55

  /// The point of the content shown at the view's top-left corner: the same value as `bounds.origin`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.isFinite, newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }
  /// The size of the scrollable content.
  open var contentSize = CGSize.zero
  /// Extra room around the content: the offset runs from `−left` to `contentSize.width + right − width`.
  open var contentInset = EdgeInsets.zero
  /// Whether dragging scrolls; false disables the pan recognizer.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether releasing settles on multiples of the bounds size.
  open var isPagingEnabled = false
  /// Whether content can be pulled past its edges (and springs back).
  open var bounces = true
  /// Whether a horizontal drag bounces even when the content is not wider than the view (only with
  /// ``bounces``, as in UIKit).
  open var alwaysBounceHorizontal = false
  /// Whether a vertical drag bounces even when the content is not taller than the view (only with
  /// ``bounces``, as in UIKit).
  open var alwaysBounceVertical = false
  /// Whether touch-downs wait ``contentTouchDelay`` before reaching the content (default true).
  open var delaysContentTouches = true {
    didSet { contentTouchRecognizer.delaysTouchesBegan = delaysContentTouches }
  }
  /// Whether content that already has a touch can lose it when scrolling begins (default true).
  open var canCancelContentTouches = true
  // MARK: Dragging, directional lock and deceleration (issue 24; the rules are in the ScrollView+… files)

  /// How quickly released content slows down (default ``DecelerationRate-swift.struct/normal``, ×0.998 per ms).
  ///
  /// A rate that is not strictly between 0 and 1 (NaN, ∞, 1 or more, 0 or less) is ignored and the old one
  /// kept: content would never stop, or the projection would be meaningless (a HitTestKit decision, as for
  /// non-finite offsets).
  open var decelerationRate = DecelerationRate.normal {
    didSet { if !decelerationRate.isUsable { decelerationRate = oldValue } }
  }
  /// Whether a drag that starts mostly along one axis stays on it (default false).
  ///
  /// A diagonal start moves freely. See ``directionalLockAngle``.
  open var isDirectionalLockEnabled = false
  /// Whether a finger is on the content.
  ///
  /// It is true from the touch-down the pan sees until its gesture ends (the finger lifts, or the pan fails and
  /// lets the touch go). The scroll view's pan keeps it.
  public var isTracking: Bool {
    (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.isTracking ?? false
  }
  /// The delegate told about scrolling.
  public weak var delegate: (any ScrollViewDelegate)?

  /// The recognizer that drives scrolling; attach it to another view to drag from there.
  public let panGestureRecognizer: PanGestureRecognizer
  /// The private recognizer that holds touch-downs from the content (UIKit has the same).
  let contentTouchRecognizer: ContentTouchDelayRecognizer

  /// Whether the user is dragging the content (read from the scroll view's one motion value).
  public var isDragging: Bool { motion.drag != nil }
  /// Whether the content is moving on its own after the finger lifted (read from the scroll view's one motion value).
  public var isDecelerating: Bool {
    if case .decelerating = motion { true } else { false }
  }

  /// What moves the content now: the one value UIKit's flags are read from.
  var motion = Motion.idle
  /// The next frame of the motion that runs on its own, if one runs (see ``advanceFrame()``).
  var frameTimer: VirtualClock.TimerToken?
  /// The clock ``frameTimer`` is scheduled on (not kept alive): a token is cancelled where it was given.
  weak var frameTimerClock: VirtualClock?
  /// The stand-in of the pending frame, which ends the motion if its clock goes away (not kept alive: the
  /// frame's closure owns it).
  weak var frameTicket: FrameTicket?
  /// The clock motions run on: the one of the application whose touches last dragged or pinched it (taken when
  /// the gesture begins, so that settling goes on, and ends, when the scroll view leaves its window mid-drag), or
  /// the window's application's for a programmatic motion.
  ///
  /// Weak: once that application and its clock are gone, a motion ends at once.
  weak var motionClock: VirtualClock?

  /// The delegate of the pan and the pinch: the scroll view's own answers, and a subclass's where it adopts
  /// ``GestureRecognizerDelegate`` (see ``RecognizerDelegate``).
  private(set) lazy var recognizerDelegate = RecognizerDelegate(scrollView: self)

  // MARK: Zooming (the rules and the public API are in ScrollView+Zooming.swift)

  /// The zoom scale, its limits, the pinch recognizer and the running zoom animation.
  var zoomState = ZoomState()

  /// Creates a scroll view with the given frame and no content.
  ///
  /// It clips its content (``View/clipsToBounds`` is true), as `UIScrollView` does by default, unlike a plain
  /// view; that changes pictures only, as touches outside a view's bounds never reach its subviews anyway.
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public override init(frame: CGRect) {
    let pan = ScrollViewPanGestureRecognizer()
    panGestureRecognizer = pan
    contentTouchRecognizer = ContentTouchDelayRecognizer()
    super.init(frame: frame)
    clipsToBounds = true
    pan.scrollView = self
    panGestureRecognizer.name = Self.panName(of: displayName)
    panGestureRecognizer.delegate = recognizerDelegate
    panGestureRecognizer.addTarget { [unowned self] pan in self.handlePan(pan) }
    contentTouchRecognizer.scrollView = self
    contentTouchRecognizer.name = Self.contentTouchDelayName(of: displayName)
    addGestureRecognizer(contentTouchRecognizer)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A scroll view lays out again when it scrolls (its bounds origin moves), as in UIKit.
  override var laysOutWhenScrolled: Bool { true }

  /// The name the scroll view gives its pan recognizer: `<view name>.pan`.
  static func panName(of viewName: String) -> String { "\(viewName).pan" }
  /// The name the scroll view gives its content-touch recognizer: `<view name>.contentTouchDelay`.
  static func contentTouchDelayName(of viewName: String) -> String { "\(viewName).contentTouchDelay" }

  /// Renames the recognizers after the view (`list.pan` once the view is named `list`), unless they were given
  /// names of their own.
  override func nameDidChange(from oldName: String) {
    if panGestureRecognizer.name == Self.panName(of: oldName) {
      panGestureRecognizer.name = Self.panName(of: displayName)
    }
    if contentTouchRecognizer.name == Self.contentTouchDelayName(of: oldName) {
      contentTouchRecognizer.name = Self.contentTouchDelayName(of: displayName)
    }
    renamePinch(from: oldName)  // zooming
  }

  /// The name of the nearest enclosing scroll view, so that unnamed nested scroll views read apart.
  ///
  /// Asked when this one's numbered default name is worked out: an inner scroll view reads
  /// `ScrollView#1/ScrollView#1`, its pan `ScrollView#1/ScrollView#1.pan`; `nil` outside any scroll view. Like every
  /// default name, it is worked out once and kept.
  override func defaultNameQualifier() -> String? {
    var ancestor = superview
    while let view = ancestor {
      if let scrollView = view as? ScrollView { return scrollView.displayName }
      ancestor = view.superview
    }
    return nil
  }

  // MARK: Touches that reach the scroll view

  /// Ends the call here: a scroll view does not pass touches on to its next responder (UIKit's behaviour, open
  /// question 19 of the reference, decided from public code; see the scroll-view article).
  ///
  /// Override it and call `next?.touchesBegan(_:with:)` to forward, as UIKit code does: the next responder
  /// then gets the call once.
  ///
  /// - Parameters:
  ///   - touches: The touches that began, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  /// Ends the call here; see ``touchesBegan(_:with:)``.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  /// Ends the call here; see ``touchesBegan(_:with:)``.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
  /// Ends the call here; see ``touchesBegan(_:with:)``.
  ///
  /// - Parameters:
  ///   - touches: The touches that were cancelled, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

  /// Whether the content should receive touches that begin on `view` (default true).
  ///
  /// - Parameters:
  ///   - touches: The touches that began on the content.
  ///   - event: The event the touches belong to.
  ///   - view: The content view the touches began on.
  /// - Returns: `true` to deliver the touches to `view`; `false` to keep them from it.
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

  /// Whether content `view` that has a touch may lose it to scrolling: true, except for controls.
  ///
  /// - Parameter view: The content view that has the touch.
  /// - Returns: `true` to let scrolling cancel the view's touch.
  open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

  /// The smallest and largest content offsets, from the content size, the insets and the bounds size.
  public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
    let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
    return (minimum, maximum)
  }

  /// Whether the content can move horizontally: wider than the view (with insets), or
  /// ``alwaysBounceHorizontal`` with ``bounces`` (Apple: it allows dragging "if this property is set to true
  /// and bounces is true").
  public var canScrollHorizontally: Bool {
    let range = contentOffsetRange
    return range.max.x > range.min.x || (alwaysBounceHorizontal && bounces)
  }

  /// Whether the content can move vertically: taller than the view (with insets), or ``alwaysBounceVertical``
  /// with ``bounces`` (Apple: it allows dragging "if this property is set to true and bounces is true").
  public var canScrollVertically: Bool {
    let range = contentOffsetRange
    return range.max.y > range.min.y || (alwaysBounceVertical && bounces)
  }

  /// Whether a recognizer may begin: the scroll view's own pan only along an axis it can scroll, and only
  /// when the content holding the touch may lose it (``canCancelContentTouches``, ``touchesShouldCancel(in:)``).
  ///
  /// The scroll view is also asked as its recognizers' delegate, as in UIKit (through an internal delegate
  /// object), so this one method answers both questions.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: `false` to make the recognizer fail instead.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if gestureRecognizer === zoomState.pinch { return pinchShouldBegin() }  // zooming
    guard gestureRecognizer === panGestureRecognizer else { return true }
    if let refusal = panRefusal() {
      record(.panRefused(refusal))
      return false
    }
    for touch in panGestureRecognizer.receivedTouches where touch.isTrackedByView {
      guard let content = touch.view, content !== self else { continue }
      guard canCancelContentTouches else {
        record(.contentKeepsTouch(TracedObject(content), .cannotCancelContentTouches))
        return false
      }
      guard touchesShouldCancel(in: content) else {
        record(.contentKeepsTouch(TracedObject(content), .touchesShouldCancelRefused))
        return false
      }
    }
    return true
  }

}

extension ScrollView {
  /// Records a decision in the trace of the application the view is in, or, once it has left its window, of the
  /// application whose touches drag it.
  ///
  /// The decision is only built when tracing is on.
  func record(_ decision: @autoclosure () -> Decision) {
    if let application = window?.application {
      application.record(.scroll(view: TracedObject(self), decision()))
    } else {
      panGestureRecognizer.recordInTrace(.scroll(view: TracedObject(self), decision()))
    }
  }
}
