/// The views of an application's windows as they were when an event was dispatched: geometry, flags, names and
/// gesture recognizers, enough for a program outside Swift to redraw the scene the event's hit test searched.
///
/// An application records one per event when ``Application/recordsScenes`` is on (it is off by default: a
/// snapshot visits every view, which a traced tap should not pay for unasked). The ``TraceDocument`` writes each
/// snapshot under the event entry of the same number.
///
/// The views are listed flat, depth first: each window, back to front, then its subviews back to front, each
/// followed by its own subviews; ``ViewState/parent`` gives the index of the superview in ``views``.
public struct SceneSnapshot {
  /// The number of the event it was taken for (the trace's `event` entry with that number).
  public let eventNumber: Int
  /// The virtual time of that event, in seconds.
  public let time: TimeInterval
  /// Every view of every window, depth first.
  public let views: [ViewState]

  /// One view as it was: its geometry, its flags and its gesture recognizers.
  public struct ViewState {
    /// The view and its name then.
    public let view: TracedObject
    /// The view's class name (`Button`, or a subclass's own name).
    public let className: String
    /// The index of its superview in ``SceneSnapshot/views``, or `nil` for a window.
    public let parent: Int?
    /// The frame, in the superview's coordinates (a window's in screen coordinates).
    public let frame: CGRect
    /// The bounds: the view's own coordinate space (its origin is the scroll offset of a scroll view).
    public let bounds: CGRect
    /// The center, in the superview's coordinates.
    public let center: CGPoint
    /// The transform, applied about the center.
    public let transform: CGAffineTransform
    /// The opacity, from 0 to 1.
    public let alpha: CGFloat
    /// Whether the view is hidden.
    public let isHidden: Bool
    /// Whether the view takes touches.
    public let isUserInteractionEnabled: Bool
    /// Whether the view clips its subviews to its bounds.
    public let clipsToBounds: Bool
    /// The recognizers attached to the view, in the order they were added.
    public let gestureRecognizers: [RecognizerState]
    /// Where a running animation showed the view (its presentation layer's values), or `nil` when nothing
    /// animated it; hit testing used the model values above.
    public let presentation: Presentation?
  }

  /// The values a running animation showed on screen (``Layer/presentation()``), in the superview's coordinates.
  public struct Presentation {
    /// The presentation layer's position (the view's center on screen).
    public let center: CGPoint
    /// The presentation layer's bounds.
    public let bounds: CGRect
    /// The presentation layer's transform.
    public let transform: CGAffineTransform
  }

  /// A gesture recognizer as it was.
  public struct RecognizerState {
    /// The recognizer and its name then.
    public let recognizer: TracedObject
    /// The recognizer's class name (`TapGestureRecognizer`).
    public let className: String
    /// Its state.
    public let state: GestureRecognizer.State
    /// Whether it was enabled.
    public let isEnabled: Bool
  }

  /// A snapshot of `windows` (back to front) and all their views, for event `eventNumber` at `time`.
  ///
  /// The views are walked with an explicit stack, so a hierarchy thousands of levels deep takes no stack frame per
  /// level.
  init(eventNumber: Int, time: TimeInterval, windows: [Window]) {
    self.init(eventNumber: eventNumber, time: time, roots: windows)
  }

  /// A snapshot of the views under `roots` (each recorded with no superview), as for windows.
  init(eventNumber: Int, time: TimeInterval, roots: [View]) {
    self.eventNumber = eventNumber
    self.time = time
    var views: [ViewState] = []
    // Views still to record, with their superview's index; popped from the end, so pushed front to back.
    var pending: [(view: View, parent: Int?)] = roots.reversed().map { ($0, nil) }
    while let (view, parent) = pending.popLast() {
      views.append(ViewState(view, parent: parent))
      let index = views.count - 1
      for subview in view.subviews.reversed() { pending.append((subview, index)) }
    }
    self.views = views
  }
}

extension SceneSnapshot.ViewState {
  /// The state of `view` now, under the superview recorded at `parent`.
  init(_ view: View, parent: Int?) {
    self.view = TracedObject(view)
    className = String(describing: type(of: view))
    self.parent = parent
    frame = view.frame
    bounds = view.bounds
    center = view.center
    transform = view.transform
    alpha = view.alpha
    isHidden = view.isHidden
    isUserInteractionEnabled = view.isUserInteractionEnabled
    clipsToBounds = view.clipsToBounds
    self.gestureRecognizers = view.attachedGestureRecognizers.map(SceneSnapshot.RecognizerState.init)
    if view.superview != nil, view.layer.animationKeys() != nil, let shown = view.layer.presentation() {
      presentation = SceneSnapshot.Presentation(
        center: shown.position, bounds: shown.bounds, transform: shown.affineTransform())
    } else {
      presentation = nil
    }
  }
}

extension SceneSnapshot.RecognizerState {
  /// The state of `recognizer` now.
  init(_ recognizer: GestureRecognizer) {
    self.recognizer = TracedObject(recognizer)
    className = String(describing: type(of: recognizer))
    state = recognizer.state
    isEnabled = recognizer.isEnabled
  }
}
