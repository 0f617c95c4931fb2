/// A set of touches delivered together at one moment, as UIKit's `UIEvent`.
///
/// One event is made per step of the simulation (fingers going down, moving, lifting) and dispatched
/// whole: recognizers first, then views. Do not keep an event after the call that received it.
public final class Event {
  /// The moment of the event on the simulation's virtual clock, in seconds since the clock started.
  public var timestamp: TimeInterval { storedTimestamp }

  /// Every touch in the event, whatever its view, phase or window.
  public var allTouches: Set<Touch> { storedTouches }

  // Variables, not constants: an application reuses an event nobody kept for its next one (see `restart`).
  private var storedTimestamp: TimeInterval
  private var storedTouches: Set<Touch>

  /// Collects the steps of a traced hit test; idle when nobody asked for a trace.
  ///
  /// A constant, made with the event object (an application reuses one event object for its events): the traced
  /// hit test reads it at every step, where a lazily made recorder cost a test of the optional at each.
  let hitTestRecorder = HitTestRecorder()

  /// Whether ``hitTestRecorder`` is recording (``startHitTestRecording()`` to ``finishHitTestRecording(point:root:result:)``):
  /// a flag of its own, read once or twice per visited view and only ever read or written whole, so that the
  /// compiler checks no access to it at run time (see `View.HitTestInputs`).
  private(set) var isRecordingHitTest = false

  /// Records forwarding up the responder chain; `nil` when the interaction is not traced.
  var interactionRecorder: InteractionRecorder?

  /// How many levels below the hit test's root the default hit test has descended (see `descendHitTest(below:)`).
  var hitTestDepth = 0
  /// The deepest level an application's hit test may reach (``View/maximumTouchDepth``); unlimited for a direct
  /// call.
  var hitTestDepthLimit = Int.max

  /// Follows the current `touches…` call up the responder chain; `nil` outside a traced delivery.
  var chainRecorder: ResponderChainRecorder?

  /// The touches delivered to each recognizer in this event, in delivery order (a few recognizers: searched
  /// in order).
  private var recognizerTouches: [RecognizerTouches] = []

  /// The touches delivered to one recognizer.
  struct RecognizerTouches {
    let recognizer: ObjectIdentifier
    let touches: [Touch]
  }

  init(
    timestamp: TimeInterval = 0, touches: Set<Touch> = [], interactionRecorder: InteractionRecorder? = nil
  ) {
    self.storedTimestamp = timestamp
    self.storedTouches = touches
    self.interactionRecorder = interactionRecorder
  }

  /// Makes this event, which nobody refers to any more, a new one, as `init` would: `Application` reuses the event
  /// it dispatched last instead of allocating one per event, as UIKit reuses its touches event.
  func restart(timestamp: TimeInterval, touches: Set<Touch>, interactionRecorder: InteractionRecorder?) {
    storedTimestamp = timestamp
    storedTouches = touches
    self.interactionRecorder = interactionRecorder
  }

  /// Lets go of the touches, recognizers and recorder the event refers to, as freeing it would, to be restarted
  /// later (see ``restart(timestamp:touches:interactionRecorder:)``).
  ///
  /// Its hit-test recorder is idle: every traced hit test finishes its recording, and `chainRecorder` is
  /// cleared after each delivery.
  func clear() {
    storedTouches = []
    interactionRecorder = nil
    // The list's memory stays for the next event (an application reuses this object for its next event).
    changeRecognizerTouches { $0.removeAll(keepingCapacity: true) }
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
    allTouches.filter { $0.view === view }
  }

  /// The touches of this event that belong to `window`.
  ///
  /// Optional, as UIKit's signature is; HitTestKit always returns a set, empty when there are none.
  ///
  /// - Parameter window: The window the touches are in, as `UITouch.window`.
  /// - Returns: The touches in `window`.
  public func touches(for window: Window) -> Set<Touch>? {
    allTouches.filter { $0.window === window }
  }
}
