/// Recognizes a pan that starts at an edge of the window, as UIKit's `UIScreenEdgePanGestureRecognizer`
/// (continuous, a ``PanGestureRecognizer``).
///
/// It pans with one finger (``PanGestureRecognizer/maximumNumberOfTouches`` is 1) and holds the view's
/// `touchesBegan` until it fails (``GestureRecognizer/delaysTouchesBegan`` is true), as UIKit's initializer
/// sets them (reference §6.23). It fails when the finger comes down farther than ``edgeRegionWidth`` from
/// every edge in ``edges``, or when its first 10 pt of movement do not lead away from an edge it started
/// at. With ``edges`` empty it never begins. Translation and hysteresis are the pan's.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How close to a window edge a touch must begin: 20 pt.
  ///
  /// UIKit's region size is private and was not found (reference §6.23); 20 pt is our choice.
  public static let edgeRegionWidth: CGFloat = 20

  /// The window edges the gesture may start from (default none, so it never begins until set).
  public var edges: RectEdge = []

  /// The edges the current gesture's finger came down near.
  private var startEdges: RectEdge = []

  /// Creates an edge pan recognizer for `edges`, with an optional action callback.
  ///
  /// - Parameters:
  ///   - edges: The screen edges a pan must start from; none by default.
  ///   - action: Called with the recognizer on every transition into began, changed, ended and cancelled;
  ///     `nil` for none.
  public init(edges: RectEdge = [], action: ((GestureRecognizer) -> Void)? = nil) {
    self.edges = edges
    super.init(action: action)
    maximumNumberOfTouches = 1
    delaysTouchesBegan = true
  }

  /// Creates an edge pan recognizer with no edges and an optional action callback.
  ///
  /// - Parameter action: Called with the recognizer on every transition into began, changed, ended and
  ///   cancelled; `nil` for none.
  public convenience override init(action: ((GestureRecognizer) -> Void)? = nil) {
    self.init(edges: [], action: action)
  }

  /// Creates an edge pan recognizer with no edges that sends `action` to `target`, as UIKit's designated
  /// initializer (so a subclass can override it); set ``edges`` afterwards.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action message; not kept alive.
  ///   - action: The selector of the action message.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    maximumNumberOfTouches = 1
    delaysTouchesBegan = true
  }

  /// Does what a pan does, then fails unless the first touch began within `edgeRegionWidth` of one of the
  /// watched ``edges`` of its window.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, startEdges.isEmpty,
      let touch = touches.min(by: { $0.finger < $1.finger }), let window = touch.window
    else { return }
    let point = touch.location(in: window)
    let bounds = window.bounds
    let distances: [(RectEdge, CGFloat)] = [
      (.top, point.y - bounds.minY), (.left, point.x - bounds.minX),
      (.bottom, bounds.maxY - point.y), (.right, bounds.maxX - point.x),
    ]
    for (edge, distance) in distances where edges.contains(edge) && distance <= Self.edgeRegionWidth {
      startEdges.insert(edge)
    }
    if startEdges.isEmpty {
      let nearest = distances.filter { edges.contains($0.0) }.map(\.1).min()
      setState(
        .failed,
        because: nearest.map { .beganAwayFromEdge(distance: $0, edgeRegionWidth: Self.edgeRegionWidth) }
          ?? .noEdgesWatched)
    }
  }

  open override func reset() {
    super.reset()
    startEdges = []
  }

  override func beginRefusal(translation: CGPoint) -> InteractionTrace.GestureNote.Cause? {
    let hysteresis = Self.hysteresis
    let away =
      (startEdges.contains(.left) && translation.x >= hysteresis)
      || (startEdges.contains(.right) && translation.x <= -hysteresis)
      || (startEdges.contains(.top) && translation.y >= hysteresis)
      || (startEdges.contains(.bottom) && translation.y <= -hysteresis)
    return away ? nil : .notAwayFromEdge(translation: translation)
  }
}
