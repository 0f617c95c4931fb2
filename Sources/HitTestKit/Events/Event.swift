/// A set of touches delivered together at one moment, as UIKit's `UIEvent`.
///
/// One event is made per step of the simulation (fingers going down, moving, lifting) and dispatched
/// whole: recognizers first, then views. Do not keep an event after the call that received it.
public final class Event {
  /// The moment of the event on the simulation's virtual clock, in seconds since the clock started.
  public let timestamp: TimeInterval

  /// Every touch in the event, whatever its view, phase or window, as UIKit's `allTouches` (optional there too;
  /// never `nil` here).
  public var allTouches: Set<Touch>? { touches }

  /// Every touch in the event.
  let touches: Set<Touch>

  /// The event's touch when it has exactly one (almost every event), so that asking whether a touch is in the event
  /// compares identities (hashing the touch, or asking a set for its first element, costs about 0.1k instructions).
  let soleTouch: Touch?

  /// Collects the steps of a traced hit test; idle when nobody asked for a trace.
  ///
  /// The application's own recorder, shared by its events (its hit tests run one at a time), or one of the
  /// event's own for a hit test called directly. A constant: the traced hit test reads it at every step.
  let hitTestRecorder: HitTestRecorder

  /// Whether ``hitTestRecorder`` is recording (``startHitTestRecording()`` to ``finishHitTestRecording(point:root:result:)``):
  /// a flag of its own, read once or twice per visited view and only ever read or written whole, so that the
  /// compiler checks no access to it at run time (see `View.HitTestInputs`).
  private(set) var isRecordingHitTest = false

  /// Records forwarding up the responder chain; `nil` when the interaction is not traced.
  let interactionRecorder: InteractionRecorder?

  /// How many levels below the hit test's root the default hit test has descended (see `descendHitTest(below:)`).
  var hitTestDepth = 0
  /// The deepest level an application's hit test may reach (``View/maximumTouchDepth``); unlimited for a direct
  /// call.
  var hitTestDepthLimit = Int.max

  /// Follows the current `touches…` call up the responder chain; `nil` outside a traced delivery.
  var chainRecorder: ResponderChainRecorder? {
    get { storedChainRecorder }
    set {
      // Swapped in, so that the old recorder is let go after the access: no access is checked at run time (each
      // delivery to a view sets it twice).
      var recorder = newValue
      swap(&recorder, &storedChainRecorder)
    }
  }
  private var storedChainRecorder: ResponderChainRecorder?

  /// The touches delivered to each recognizer in this event, in delivery order (a few recognizers: searched
  /// in order).
  private var recognizerTouches: [RecognizerTouches] = []

  /// The touches delivered to one recognizer.
  struct RecognizerTouches {
    let recognizer: ObjectIdentifier
    let touches: [Touch]
  }

  /// Makes an event of `touches` at `timestamp`, recording its hit test in `hitTestRecorder` (a new one unless
  /// an application shares its own).
  convenience init(
    timestamp: TimeInterval = 0, touches: Set<Touch> = [], interactionRecorder: InteractionRecorder? = nil,
    hitTestRecorder: HitTestRecorder = HitTestRecorder()
  ) {
    self.init(
      timestamp: timestamp, touches: touches, soleTouch: touches.count == 1 ? touches.first : nil,
      interactionRecorder: interactionRecorder, hitTestRecorder: hitTestRecorder)
  }

  /// Makes an event of `touches`, whose only touch, when it has one, its maker knows: `soleTouch`.
  init(
    timestamp: TimeInterval, touches: Set<Touch>, soleTouch: Touch?,
    interactionRecorder: InteractionRecorder?,
    hitTestRecorder: HitTestRecorder
  ) {
    assert(touches.count == 1 ? touches.first === soleTouch : soleTouch == nil, "soleTouch is the only touch")
    self.timestamp = timestamp
    self.touches = touches
    self.soleTouch = soleTouch
    self.interactionRecorder = interactionRecorder
    self.hitTestRecorder = hitTestRecorder
  }

  /// Whether `touch` is one of the event's touches; for an event of one touch, compared by identity.
  func includes(_ touch: Touch) -> Bool {
    if let soleTouch { return soleTouch === touch }
    return touches.contains(touch)
  }

  /// Starts recording the steps of a hit test in ``hitTestRecorder`` (which must be idle).
  func startHitTestRecording() {
    hitTestRecorder.start()
    isRecordingHitTest = true
  }

  /// Stops recording and returns the trace of the hit test that started at `root` with `point`.
  func finishHitTestRecording(point: CGPoint, root: View, result: View?) -> HitTestTrace {
    isRecordingHitTest = false
    return hitTestRecorder.finish(point: point, root: root, result: result)
  }

  /// Records that `recognizer` gets `touches` in this event.
  func noteDelivery(to recognizer: GestureRecognizer, touches: [Touch]) {
    let entry = RecognizerTouches(recognizer: ObjectIdentifier(recognizer), touches: touches)
    changeRecognizerTouches { $0.append(entry) }
  }

  /// Makes room for `count` more deliveries to recognizers, so that noting them allocates at most once.
  func reserveDeliveries(_ count: Int) {
    changeRecognizerTouches { $0.reserveCapacity($0.count + count) }
  }

  /// Changes ``recognizerTouches`` by moving the list out and back, so that no access to the stored list spans a call
  /// or a release and none is checked at run time.
  private func changeRecognizerTouches(_ change: (inout [RecognizerTouches]) -> Void) {
    var list: [RecognizerTouches] = []
    swap(&list, &recognizerTouches)
    defer { swap(&list, &recognizerTouches) }
    change(&list)
  }

  /// The touches of this event that are delivered to `gestureRecognizer`.
  ///
  /// Optional, as UIKit's signature is; HitTestKit always returns a set, empty when there are none.
  ///
  /// - Parameter gestureRecognizer: A recognizer.
  /// - Returns: Its touches in this event; empty when it gets none.
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
    let identifier = ObjectIdentifier(gestureRecognizer)
    return Set(recognizerTouches.last { $0.recognizer == identifier }?.touches ?? [])
  }

  /// The touches of this event that belong to `view` (whose hit-test view it is).
  ///
  /// Optional, as UIKit's signature is; HitTestKit always returns a set, empty when there are none.
  ///
  /// - Parameter view: The view that is the touches' hit-test view, as `UITouch.view`.
  /// - Returns: The touches whose view is `view`.
  public func touches(for view: View) -> Set<Touch>? {
    touches.filter { $0.view === view }
  }

  /// The touches of this event that belong to `window`.
  ///
  /// Optional, as UIKit's signature is; HitTestKit always returns a set, empty when there are none.
  ///
  /// - Parameter window: The window the touches are in, as `UITouch.window`.
  /// - Returns: The touches in `window`.
  public func touches(for window: Window) -> Set<Touch>? {
    touches.filter { $0.window === window }
  }
}

// The trace of the application an event belongs to, for a view's `touches…` and `hitTest(_:with:)` overrides: the
// built-in controls and lists record their decisions only through these (`Scripts/built-in-hooks.sh`). Here rather
// than in a file of their own: a button's untraced tap calls `record(_:)`, and the walk of a tap counts its files.
extension Event {
  /// Adds a typed entry to the trace of the application that dispatched this event (`entry` is only made when that
  /// trace is on).
  ///
  /// A HitTestKit addition (UIKit keeps its own trace private): how a view records what it decided while it handles
  /// the event's touches, as the built-in ``Control`` records the control events it sends
  /// (`.controlEvents(control:events:)`) and ``TableView`` each ``TableView/Decision`` (`.list(view:_:)`). The entry
  /// goes to the trace of the application whose touches the event carries, even from a view that has left its
  /// window; without an event (code that changes a view outside a touch), ``Application/record(_:)`` records on the
  /// view's `window?.application`.
  ///
  /// HitTestKit's decision: whether an event is traced is fixed when it is made, as its other deliveries are (an
  /// application makes a new event after its handlers turn tracing on). An event dispatched while tracing was off,
  /// and one that no application made (the event of ``View/hitTestTrace(at:)``), record nothing: the test of that
  /// is one branch, and `entry` is never evaluated.
  ///
  /// ```swift
  /// override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
  ///   event?.record(.note("\(name ?? "card") flipped"))
  /// }
  /// // [0.000] event 2: finger 1 ended at (100, 100)
  /// //   touchesEnded → card [finger 1]
  /// //     note: card flipped
  /// //     touchesEnded handled by card
  /// ```
  ///
  /// - Parameter entry: What to record, worded by the trace's renderers.
  public func record(_ entry: @autoclosure () -> InteractionTrace.Kind) {
    interactionRecorder?.record(entry())
  }

  /// Records, in this event's hit-test trace, that `view`'s `hitTest(_:with:)` returned `nil` at once for `reason`
  /// (nothing unless the hit test is traced).
  ///
  /// A HitTestKit addition for an override that stands in for the default algorithm, as a disabled ``Control``
  /// (`.disabledControl`) and a ``PageControl`` hidden for a single page (`.hidden`) do: the trace then shows the
  /// view's visit, the skip and its `nil` result, as for a view the default algorithm skips. Call it from `view`'s
  /// own `hitTest(_:with:)` with the point it received, before returning `nil`.
  ///
  /// - Parameters:
  ///   - view: The view whose hit test returns `nil`.
  ///   - point: The point it was asked about, in its own coordinates.
  ///   - reason: Why it returns `nil`.
  public func recordSkippedHitTest(of view: View, at point: CGPoint, because reason: HitTestTrace.SkipReason)
  {
    hitTestRecorder.noteSkipped(view, at: point, reason: reason)
  }
}
