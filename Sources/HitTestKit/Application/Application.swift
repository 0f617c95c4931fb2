/// The object that owns the windows, the virtual clock and the trace, and routes touches, as `UIApplication`.
///
/// There is no shared instance: each scenario makes its own application, so tests running in parallel
/// never see each other. It is the window's next responder and the end of the responder chain.
///
/// It is a composition of parts, each the only writer of its own state: an input queue, a dispatcher, a gesture
/// environment, an animator, and the clock (`Documentation/Architecture.md`, "The parts").
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
  public var windows: [Window] { dispatcher.windows }

  // The parts, each the only writer of its own state; a lower part answers its caller instead of calling up.
  /// The trace every part records into.
  let recorder: InteractionRecorder
  /// The recognizers: binding, delivery to them, arbitration, actions, reset.
  let gestures: GestureEnvironment
  /// Live touches, events, hit tests, admission and delivery to views.
  let dispatcher: Dispatcher
  /// Input requests: validated, queued during an event, run one at a time.
  let inputQueue: InputQueue
  /// The view animations running on the clock, made when first needed (an animation starts, or a layer is asked
  /// about its animations): an application that animates nothing makes none, one object fewer for each
  /// application, as ``focus`` is.
  var animator: Animator {
    if let madeAnimator { return madeAnimator }
    let animator = Animator(clock: clock, recorder: recorder)
    madeAnimator = animator
    dispatcher.animator = animator  // its traced hit tests ask which animated views a finger landed on
    return animator
  }
  /// The animator, if it was made.
  private(set) var madeAnimator: Animator?
  /// The scope ``shared`` resolves through while this application's dispatcher runs an event or a timer.
  let scope = ApplicationScope()
  /// The key window, the keyboard and the notification observers (`Focus/`), made when first needed: a gesture
  /// that makes no window key and no field first responder makes none (one object fewer for each application).
  var focus: FocusSystem {
    if let madeFocus { return madeFocus }
    let focus = FocusSystem(scope: scope)
    madeFocus = focus
    return focus
  }
  /// The focus system, if it was made.
  private(set) var madeFocus: FocusSystem?

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
    dispatcher = Dispatcher(recorder: recorder, gestures: gestures, clock: clock, scope: scope)
    inputQueue = InputQueue(dispatcher: dispatcher, clock: clock, recorder: recorder)
    super.init()
    gestures.application = self
    scope.application = self
    // The clock may outlive the application (someone kept `app.clock`); it then runs as a plain clock: the
    // deinit removes this callback first, so the clock never reaches the application gone. The callback reaches the
    // application through its scope, which refers to it weakly: a closure whose one capture is an object uses that
    // object as its context, where capturing `self` unowned made a context object for each application.
    clock.timerRunner = { [scope] isTraced, name, action in
      scope.application?.runTimer(isTraced: isTraced, name: name, action)
    }
    if let window { addWindow(window) }
  }

  // Touches and recognizers refer to each other while a gesture is under way (a touch lists its
  // recognizers, a recognizer tracks its touches, a touch keeps its view, which keeps its recognizers).
  // Fingers left down when the application goes away would keep that cycle alive: break it here.
  //
  // The clock may outlive the application (a test keeps `app.clock` and advances it): it stops routing timers
  // here, and the recognizers are reset (their timers cancelled), so advancing it afterwards fires only the timers
  // its owner scheduled directly, as a plain clock would.
  //
  // The windows and the gesture environment refer back to the application without owning it: they forget it
  // here (see `Window.application`, `GestureEnvironment.application`).
  deinit {
    clock.timerRunner = nil
    for window in windows { window.application = nil }
    gestures.application = nil  // a call under way may still hold the environment for a moment
    gestures.releaseTouches(dispatcher.heldTouches)
    madeAnimator?.stopAnimationsWithoutCompletion()
  }

  /// Runs a due timer's action (the clock's callback): the dispatcher runs and settles it as an event; then the
  /// input its handlers requested runs, at the timer's time — unless input queued earlier is still waiting (the
  /// timer fired during a queued `wait`): then it runs after that input, in order.
  private func runTimer(isTraced: Bool, name: () -> String, _ action: () -> Void) {
    let queueWasEmpty = !inputQueue.hasPendingInput
    let wasDispatching = dispatcher.runTimer(isTraced: isTraced, name: name, action)
    madeFocus?.settleKeyboard()  // only a focus system made can have a keyboard to settle
    if !wasDispatching, queueWasEmpty { inputQueue.runPendingInput() }
  }

  /// A recognizer of this application's gesture was disabled or removed from its view mid-gesture: the gesture
  /// environment ended it; unless an event is being dispatched (which settles at its end), what that changed is
  /// settled now, as after a timer.
  func settleIfIdle() {
    if !dispatcher.isDispatching { dispatcher.settleAfterTimer() }
  }

  /// How long until the last animation blocking `view`'s touches ends (0 if none does): the hit test's reason.
  func interactionBlockTimeLeft(of view: View) -> TimeInterval {
    madeAnimator?.interactionBlockTimeLeft(of: view) ?? 0  // with no animator made, no animation blocks it
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
    dispatcher.addWindow(window)
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
    dispatcher.clearScenes()  // the scene snapshots too (see `recordsScenes`)
  }

  /// Adds a line of commentary to the trace (examples use it to mark scenes).
  ///
  /// - Parameter text: The commentary line.
  public func note(_ text: String) {
    recorder.record(.note(text))
  }

  /// Adds a typed entry to the trace (`entry` is only made when tracing is on), worded by the trace's renderers.
  ///
  /// A HitTestKit addition: how a view records its decisions, as the built-in scroll view records each
  /// ``ScrollView/Decision`` (`.scroll(view:_:)`); ``note(_:)`` adds free text.
  ///
  /// - Parameter entry: What to record.
  public func record(_ entry: @autoclosure () -> InteractionTrace.Kind) {
    recorder.record(entry())
  }

  /// The end of the responder chain: an application has no next responder.
  public override var next: Responder? { nil }

  /// The touches whose fingers are down, by finger.
  public var touchesDown: [Finger: Touch] { dispatcher.liveTouches.dictionary }
}
