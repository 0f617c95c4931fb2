import Foundation

extension ScrollView {
  /// What moves a scroll view's content now: one value, so that UIKit's flags (``isDragging``,
  /// ``isDecelerating``, ``isZooming``, ``isZoomBouncing``) are read from it and can never disagree.
  ///
  /// A drag can go on while a pinch zooms, or while a zoom animates (a pinch's pan, or `setZoomScale(_:animated:)`
  /// during a drag): those states carry the drag beside them. Every motion that runs on its own (deceleration, an
  /// animated offset, an animated zoom) is advanced by the one frame timer of ``ScrollView/advanceFrame()``.
  enum Motion {
    /// Nothing moves the content.
    case idle
    /// The finger's pan moves the content (or, with ``Drag/followsPinch``, the pan goes on after a pinch that
    /// moved the content for it).
    case dragging(Drag)
    /// Released content moves to its resting point: decelerating, settling on a page or springing back.
    case decelerating(Glide)
    /// An animated `setContentOffset(_:animated:)` moves the content.
    case animatingOffset(Glide)
    /// A pinch zooms the content; `drag` is the pan that goes with it, once it began.
    case zooming(PinchZoom, drag: Drag?)
    /// The zoom scale animates to its target (a programmatic zoom, or the bounce back after a pinch); `drag` is
    /// a drag that goes on meanwhile.
    case animatingZoom(ZoomAnimation, drag: Drag?)

    /// The drag in progress, in whichever state carries it.
    var drag: Drag? {
      switch self {
      case .dragging(let drag): drag
      case .zooming(_, let drag), .animatingZoom(_, let drag): drag
      case .idle, .decelerating, .animatingOffset: nil
      }
    }

    /// This motion with its drag replaced (or removed, with `nil`): a state without a drag gives way to
    /// ``dragging(_:)``, a plain drag that ends gives way to ``idle``.
    func replacingDrag(with drag: Drag?) -> Motion {
      switch self {
      case .zooming(let pinch, _): .zooming(pinch, drag: drag)
      case .animatingZoom(let animation, _): .animatingZoom(animation, drag: drag)
      case .idle, .dragging, .decelerating, .animatingOffset: drag.map(Motion.dragging) ?? .idle
      }
    }

    /// The motion of content released on its own (decelerating or an animated offset), if that is what runs.
    var glide: Glide? {
      switch self {
      case .decelerating(let glide), .animatingOffset(let glide): glide
      default: nil
      }
    }
  }

  /// A drag in progress: where the content was when it began, and its directional lock.
  struct Drag {
    /// The content offset when the pan began.
    var startOffset: CGPoint
    /// The axis a directional lock holds the drag to: `nil` while undecided or when the drag moves freely.
    var lockedAxis: DragAxis?
    /// Whether the lock has been decided (locked, or free because it started diagonally, or no lock asked for).
    var isLockDecided: Bool
    /// Whether the pan's actions belong to a pinch, which moves the content instead (the pan began while, or
    /// before, a pinch zoomed).
    var followsPinch = false
  }

  /// Content moving on its own from `start` to `target`.
  struct Glide {
    /// How the content covers the way.
    enum Curve {
      /// A velocity that shrinks by the rate each millisecond (``ScrollView/decelerationRate``).
      case projection(rate: CGFloat)
      /// ``ScrollView/easeOut(_:)`` over ``ScrollView/settleDuration``.
      case easeOut
      /// Flung content went past an edge with ``ScrollView/bounces``: a spring takes it out and back
      /// (ScrollView+EdgeBounce).
      case bounce(EdgeBounce)
    }

    var start: CGPoint
    /// Where the content comes to rest, inside the content's limits.
    var target: CGPoint
    var curve: Curve
    /// The time the motion has run, in seconds.
    var elapsed: TimeInterval = 0
    /// Where a projection would end if the content had no edges: a fling with ``ScrollView/bounces`` runs there,
    /// and bounces at the edge on the way (``target`` when it stays inside).
    var projected: CGPoint? = nil
    /// The offset the glide set last: an offset set by someone else meanwhile moves the glide with it.
    var lastOffset: CGPoint? = nil
  }

  /// Flung content that went past an edge: along each axis that crossed, a critically damped spring from the edge
  /// carries it out and back; the other axis goes on decelerating to its target.
  struct EdgeBounce {
    /// The content's velocity when it reached the edge, points per second (only the crossing axes are used).
    var velocity: CGPoint
    /// Whether the horizontal axis crossed its edge.
    var springsHorizontally: Bool
    /// Whether the vertical axis crossed its edge.
    var springsVertically: Bool
    /// The deceleration rate of an axis that did not cross, per millisecond.
    var rate: CGFloat
  }

  /// A pinch that zooms: the scale when it began, and the point of the zoomed view that stays under its centroid.
  struct PinchZoom {
    var startScale: CGFloat
    /// In the zoomed view's own coordinates.
    var anchor: CGPoint
  }

  /// A zoom animation: the zoomed view, where scale and offset started and where they end.
  struct ZoomAnimation {
    weak var view: View?
    var startScale: CGFloat
    var startOffset: CGPoint
    var scale: CGFloat
    var offset: CGPoint
    /// Whether it brings a scale that a pinch stretched past a limit back within the limits.
    var isBounce: Bool
    /// The time the animation has run, in seconds.
    var elapsed: TimeInterval = 0
  }

  /// The ease-out cubic `1 − (1 − x)³` that every eased motion of a scroll view follows (settling on a page,
  /// springing back, an animated offset or zoom): `fraction` of the duration gone, the fraction of the way covered.
  ///
  /// UIKit's curve is not documented; ease-out cubic is HitTestKit's choice (fast at first, it arrives gently).
  static func easeOut(_ fraction: CGFloat) -> CGFloat {
    1 - pow(1 - fraction, 3)
  }

  /// The point `progress` of the way from `start` to `end`.
  static func interpolate(_ start: CGPoint, _ end: CGPoint, _ progress: CGFloat) -> CGPoint {
    CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
  }
}
