/// The object that owns the windows, the virtual clock and the trace, and routes touches, as `UIApplication`.
///
/// There is no shared instance: each scenario makes its own application, so tests running in parallel
/// never see each other. It is the window's next responder and the end of the responder chain.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let app = Application(window: window)
/// let trace = try app.tap(at: CGPoint(x: 20, y: 20))
/// print(trace)
/// ```
public final class Application: Responder {
  /// The virtual clock: touch timestamps come from it; timers run when it advances.
  public let clock = VirtualClock()

  /// The windows, back to front: a touch goes to the front-most window whose hit test claims it.
  public private(set) var windows: [Window] = []

  let recorder: InteractionRecorder
  let gestures: GestureEnvironment
  /// The scene snapshots for the JSON export, taken at each event once ``recordsScenes`` is on.
  let scenes = SceneRecorder()

  /// The fingers that are down, with their touches, in the order they came down.
  var liveTouches = LiveTouches()
  /// Whether an event is being dispatched; input requests made meanwhile are queued.
  var isDispatching = false
  /// Input requests accepted while an event was being dispatched, in order; they run after it, from
  /// `pendingHead` on (the ones before it have run).
  var pendingInput: [InputRequest] = []
  /// The index in `pendingInput` of the next request to run.
  var pendingHead = 0
  /// What the requests in `pendingInput` change once they have run (see `InputProjection`).
  var pendingProjection = InputProjection()
  /// The primitives of a composite request (`tap`, `drag` …) being validated before any of them is accepted.
  var plannedInput: [InputRequest]?
  /// What the primitives in `plannedInput` change once they have run.
  var plannedProjection = InputProjection()
  var eventCount = 0
  /// Touches that left the screen while their view still owes a held phase or a cancellation.
  var awaitingDelivery: [Touch] = []
  /// The event last made, which the next one reuses when nothing else refers to it (see `makeEvent(touches:)`).
  var keptEvent: Event?
  /// The last completed tap, for counting taps in a row.
  var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
  /// The view animations running on this application's clock, in the order they began.
  var runningAnimations: [ViewAnimation] = []
  /// How many view animations have begun here (the last one's number).
  var animationCount = 0

  /// Creates an application, optionally with a first window.
  ///
  /// - Parameters:
  ///   - window: A window to add, or `nil` to add windows later with ``addWindow(_:)``; it must not belong to
  ///     another application (see ``addWindow(_:)``).
  ///   - isTracing: Whether to record the interaction trace (on by default: scenario tests read it). The
  ///     trace's hit tests refer to the views they visited, so a recorded trace keeps those views (and their
  ///     recognizers) alive as long as the application, even after they leave the window.
  public init(window: Window? = nil, isTracing: Bool = true) {
    recorder = InteractionRecorder(clock: clock, isEnabled: isTracing)
    gestures = GestureEnvironment(recorder: recorder, clock: clock)
    super.init()
    gestures.application = self
    // The clock may outlive the application (someone kept `app.clock`); it then runs as a plain clock: the
    // deinit removes this runner first, so the clock never reaches the application gone.
    clock.timerRunner = self
    if let window { addWindow(window) }
  }

  // Touches and recognizers refer to each other while a gesture is under way (a touch lists its
  // recognizers, a recognizer tracks its touches, a touch keeps its view, which keeps its recognizers).
  // Fingers left down when the application goes away would keep that cycle alive: break it here.
  //
  // The clock may outlive the application (a test keeps `app.clock` and advances it): it stops routing timers
  // here, and the recognizers' timers are cancelled, so advancing it afterwards fires only the timers its
  // owner scheduled directly, as a plain clock would.
  //
  // The windows and the gesture environment refer back to the application without owning it: they forget it
  // here (see `Window.application`, `GestureEnvironment.application`).
  deinit {
    clock.timerRunner = nil
    for window in windows { window.application = nil }
    gestures.application = nil  // a call under way may still hold the environment for a moment
    for entry in liveTouches { entry.touch.gestureRecognizers = [] }
    for touch in awaitingDelivery { touch.gestureRecognizers = [] }
    gestures.releaseTouches(cancellingTimersOn: clock)
    stopAnimationsWithoutCompletion()
  }

  /// Runs a due timer's action as part of the simulation: traced under its name unless `isTraced` is false
  /// (an animation frame); the name is only built when the trace records it.
  ///
  /// Input its handlers request is queued, as during an event, and runs once the timer's effects are settled,
  /// at the timer's time — unless input queued earlier is still waiting (the timer fired during a queued
  /// `wait`): then it runs after that input, in order.
  func runTimer(isTraced: Bool, name: () -> String, _ action: () -> Void) {
    let wasDispatching = isDispatching
    let queueWasEmpty = !hasPendingInput
    isDispatching = true
    if isTraced {
      recorder.record(.timerFired(name: name()))
      recorder.nested {
        action()
        settleAfterTimer()
      }
    } else {  // an untraced timer: its own notes stay at the top level
      action()
      settleAfterTimer()
    }
    isDispatching = wasDispatching
    if !wasDispatching, queueWasEmpty { runPendingInput() }
  }

  /// Adds a window on top of the others; it sends its unhandled touches to this application.
  ///
  /// A window belongs to one application for its whole life, as a UIKit window belongs to one scene: its
  /// touches, recognizers and trace live in that application. Adding a window this application already has
  /// moves it to the front. A window whose application has gone away may join another.
  ///
  /// - Parameter window: The window to add; it becomes the frontmost window.
  /// - Precondition: `window` does not belong to another application that is still alive (a HitTestKit
  ///   decision: giving one window to two applications split its touches and its trace between them; make a
  ///   window per application instead).
  public func addWindow(_ window: Window) {
    if let owner = window.application, owner !== self {
      preconditionFailure(
        "Cannot add \(window.displayName) to this application: it already belongs to another application, and "
          + "a window belongs to one application (as a UIKit window belongs to one scene). Make a new Window "
          + "for each Application.")
    }
    if windows.isEmpty {
      // An application's first window (the usual case): a list of just it, made at its size, where appending grew
      // the empty list through the array's generic growth path.
      windows = [window]
    } else {
      // Searched first: removing in place needs a unique, writable list, which costs more than the usual answer.
      if windows.contains(where: { $0 === window }) { windows.removeAll { $0 === window } }
      windows.append(window)
    }
    window.application = self
  }

  /// Whether the interaction trace is being recorded.
  public var isTracing: Bool {
    get { recorder.isEnabled }
    set { recorder.isEnabled = newValue }
  }

  /// Everything recorded so far.
  public var trace: InteractionTrace { recorder.trace }

  /// Forgets everything recorded so far (a long traced session otherwise keeps growing).
  public func clearTrace() {
    recorder.clear()
    scenes.clear()  // the scene snapshots too (see `recordsScenes`)
  }

  /// Adds a line of commentary to the trace (examples use it to mark scenes).
  ///
  /// - Parameter text: The commentary line.
  public func note(_ text: String) {
    recorder.record(.note(text))
  }

  /// The end of the responder chain: an application has no next responder.
  public override var next: Responder? { nil }

  /// The live touches as a set.
  var liveTouchesAsSet: Set<Touch> { Set(liveTouches.map(\.touch)) }

  /// The touches whose fingers are down, by finger.
  public var touchesDown: [Finger: Touch] { liveTouches.dictionary }
}
