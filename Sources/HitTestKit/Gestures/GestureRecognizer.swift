/// Recognizes a gesture from touches and reports it, as UIKit's `UIGestureRecognizer`; subclass it.
///
/// A recognizer attached to a view receives the touches that land on that view or on any of its
/// descendants, before the view itself does. A subclass overrides the `touches…` methods and sets
/// ``state``; UIKit's coercions apply to each assignment (``State``), the environment arbitrates between
/// recognizers (exclusion, ``require(toFail:)``, the delegate's questions), sends the action callbacks
/// after every recognizer has seen the event, and calls ``reset()`` when the gesture is over.
///
/// ```swift
/// let tap = TapGestureRecognizer { _ in print("tapped") }
/// card.addGestureRecognizer(tap)
/// ```
open class GestureRecognizer {
  /// The current state. Assigning it applies UIKit's coercions and the arbitration rules; every change is
  /// traced with its cause (see ``setState(_:cause:)``).
  public var state: State {
    get { currentState }
    set { setState(newValue, cause: "") }
  }

  /// The state, stored.
  @exclusivity(unchecked) var currentState = State.possible

  // Not weak, which would give every view with recognizers a side table and make every retain and release of
  // it (hit tests, binding) take the runtime's slow path: the view owns its recognizers, and clears this when
  // one is removed and when the view goes away, so it never outlives the view.
  /// The view the recognizer is attached to.
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var view: View?

  /// The delegate asked before receiving touches, beginning and competing.
  @exclusivity(unchecked) public weak var delegate: (any GestureRecognizerDelegate)? {
    didSet { delegateWasSet = true }
  }

  /// Whether ``delegate`` was ever assigned: until then it is `nil` without reading the weak reference (a load
  /// through the runtime, several per recognizer and event when arbitrating).
  @exclusivity(unchecked) private var delegateWasSet = false

  /// ``delegate``, read only if it was ever assigned.
  var assignedDelegate: (any GestureRecognizerDelegate)? { delegateWasSet ? delegate : nil }

  /// Whether the recognizer takes part; disabling it mid-gesture fails or cancels it at once.
  @exclusivity(unchecked) public var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      environment?.disabled(self)
    }
  }

  /// A name for traces; by default the class name (e.g. `TapGestureRecognizer`).
  @exclusivity(unchecked) public var name: String?

  /// Whether recognizing takes the touches from the view, which gets `touchesCancelled` (default true).
  @exclusivity(unchecked) public var cancelsTouchesInView = true
  /// Whether the view's `touchesBegan` waits until the recognizer fails (default false).
  @exclusivity(unchecked) public var delaysTouchesBegan = false
  /// Whether the view's `touchesEnded` waits until the recognizer decides (default true).
  @exclusivity(unchecked) public var delaysTouchesEnded = true

  /// The touches the recognizer is tracking (bound at touch-down, not ignored), in the order they began.
  @exclusivity(unchecked) var trackedTouches: [Touch] = []
  /// Touches the recognizer no longer receives (`ignore(_:for:)`, or down across a reset).
  @exclusivity(unchecked) var ignoredTouches: Set<ObjectIdentifier> = []
  @exclusivity(unchecked) var actions: [(GestureRecognizer) -> Void] = []
  /// The recognizers this one must wait for (``require(toFail:)``), in the order required.
  @exclusivity(unchecked) var failureRequirements: [UnownedReference<GestureRecognizer>] = []
  /// The recognizers whose ``failureRequirements`` list this one: they forget it when it is freed.
  @exclusivity(unchecked) var requiredBy: [UnownedReference<GestureRecognizer>] = []
  /// A recognition requested while a failure requirement was undecided.
  @exclusivity(unchecked) var deferredState: State?
  /// Whether a state was set during the current event (for began → changed promotion).
  @exclusivity(unchecked) var stateWasSetThisEvent = false
  /// Whether the state was began when the current event reached the recognizers.
  @exclusivity(unchecked) var wasBeganAtEventStart = false
  /// Whether the recognizer received touches in the current event.
  @exclusivity(unchecked) var receivedTouchesThisEvent = false
  /// Timers scheduled by the recognizer, cancelled at reset.
  @exclusivity(unchecked) var timers: [VirtualClock.TimerToken] = []
  /// The environment of the application whose touches the recognizer receives; `nil` once it is gone.
  ///
  /// Not weak, which would give each application's environment a side table (allocated at the first touch)
  /// and make every retain and release of it take the runtime's slow path: the environment lists the
  /// recognizers that refer to it and clears this as it goes away, and a recognizer leaves that list as it
  /// goes away or moves to another environment (see `GestureEnvironment.adopt(_:)`).
  @exclusivity(unchecked) unowned(unsafe) var environment: GestureEnvironment?

  /// Creates a recognizer with an optional action callback.
  public init(action: ((GestureRecognizer) -> Void)? = nil) {
    if let action { actions.append(action) }
  }

  /// Creates a recognizer that sends `action` to `target`, as UIKit's designated initializer
  /// (`addTarget(_:action:)`, so the target is not kept alive); with either `nil`, no action is added.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  deinit {
    // A timer left on the clock would keep its closure, and what it captures, until the clock reaches it.
    cancelTimers()
    environment?.forget(self)
    // A requirement dies with either end, as a weak reference would (see `UnownedReference`).
    for other in failureRequirements { other.object.requiredBy.removeAll { $0.object === self } }
    for other in requiredBy { other.object.failureRequirements.removeAll { $0.object === self } }
  }

  /// Adds an action callback, sent on every transition into began, changed, ended and cancelled.
  public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Removes every action callback.
  public func removeAllTargets() {
    actions.removeAll()
  }

  /// Makes this recognizer wait until `other` fails before it may recognize; if `other` recognizes, this
  /// one fails.
  ///
  /// Only a recognizer taking part in the gesture (tracking touches since its last reset) is waited for: one
  /// whose view was not touched, or that already failed and was reset, cannot recognize and counts as failed.
  /// Circular requirements (each waits for the other, directly or through others) cannot be met: the
  /// recognizer that would close the circle by waiting fails instead, and the trace says so (UIKit leaves it
  /// undefined; a HitTestKit decision).
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else { return }
    failureRequirements.append(UnownedReference(other))
    other.requiredBy.append(UnownedReference(self))
  }

  /// Stops delivering `touch` to this recognizer; the touch is not cancelled on its view, and a phase the
  /// recognizer was holding back from the view is released.
  public func ignore(_ touch: Touch, for event: Event?) {
    guard !ignoredTouches.contains(ObjectIdentifier(touch)) else { return }
    ignoredTouches.insert(ObjectIdentifier(touch))
    environment?.record(self, .ignoresTouch(finger: touch.finger, reason: "ignore(_:for:)"))
  }

  /// Sets the state with a cause shown in the trace (`moved 14 pt > allowableMovement 10 pt`).
  public func setState(_ requested: State, cause: String) {
    setState(requested, because: cause)
  }

  /// ``setState(_:cause:)`` for the built-in recognizers: the cause is only worked out if it is traced.
  func setState(_ requested: State, because cause: @autoclosure () -> String) {
    stateWasSetThisEvent = true
    if let environment {
      environment.request(requested, for: self, cause: cause())
    } else if let coerced = currentState.coerced(requested) {
      currentState = coerced
    }
  }

  /// The name used in traces.
  public var displayName: String { name ?? typeName }

  /// The class name, worked out once.
  private var typeName: String { cachedTypeName ?? cacheTypeName() }

  @inline(never)
  private func cacheTypeName() -> String {
    // The unqualified name `String(describing:)` prints for a type, asked of the runtime directly: a type passed
    // to `String(describing:)` is first checked against the printing protocols, a search of every conformance
    // the program has the first time (about 240k instructions for each of the first few recognizer classes).
    // A built-in class's name is kept as its literal (see `TraceText.literal(matching:)`): the same bytes.
    let typeName = TraceText.literal(matching: _typeName(type(of: self), qualified: false))
    cachedTypeName = typeName
    return typeName
  }

  /// The owner of a timer this recognizer schedules: its display name, worked out now only when the gesture is
  /// traced or the name costs nothing (set, or the class name already worked out); else its class, named later
  /// if the timer's name is read (most timers are cancelled unread). The class name never changes, so it is the
  /// same name either way.
  func timerOwner(isTraced: Bool) -> VirtualClock.Owner {
    if name == nil, !isTraced, cachedTypeName == nil { return .recognizerClass(type(of: self)) }
    return .named(displayName)
  }

  /// ``typeName`` once worked out; unchecked for exclusivity, as it is read for every traced note.
  @exclusivity(unchecked) private var cachedTypeName: String?

  /// The sentences about this recognizer the gesture environment last built for its trace, reused while
  /// built from the same parts; unchecked for exclusivity, as they are read for traced notes.
  @exclusivity(unchecked) var traceMemos = TraceMemos()

  // MARK: Touches (override in subclasses)

  /// Called with the recognizer's touches that began in an event, before the view gets them.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Called with the recognizer's touches that moved in an event.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Called with the recognizer's touches that ended in an event.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// Called with the recognizer's touches that were cancelled; subclasses usually fail or cancel here.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

  /// Clears the recognizer's per-gesture state; called by the system after the gesture finished.
  ///
  /// Override it to clear your own state, and call `super`. After reset the state is possible and touches
  /// still down are ignored by this recognizer for the rest of their lives.
  open func reset() {}

  /// Called when a timer scheduled with `scheduleTimer(after:name:)` fires, with its token; built-in recognizers
  /// override it.
  func timerFired(_ token: VirtualClock.TimerToken) {}

  /// Called after every state change the environment makes, before the actions are sent.
  ///
  /// A hook for built-in recognizers whose values depend on when they began (a pan that waited for another
  /// recognizer to fail starts its translation at zero then, reference §5.13).
  func stateDidChange(from: State, to: State) {}

  // MARK: Arbitration (override in subclasses)

  /// Whether this recognizer, recognizing, may force `preventedGestureRecognizer` to fail (default true).
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer`, recognizing, may force this one to fail (default true).
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default false).
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` must wait for this one to fail (default false).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

  // MARK: Location

  /// The touches the recognizer is tracking now.
  var activeTouches: [Touch] {
    ignoredTouches.isEmpty
      ? trackedTouches : trackedTouches.filter { !ignoredTouches.contains(ObjectIdentifier($0)) }
  }

  /// The number of touches the recognizer is tracking.
  public var numberOfTouches: Int { activeTouches.count }

  /// Where the gesture is: by default the centroid of its touches, in `view`'s coordinates (`nil`: window).
  open func location(in view: View?) -> CGPoint {
    activeTouches.centroid(in: view)
  }

  /// The location of the touch at `touchIndex` (in the order touches began), in `view`'s coordinates.
  ///
  /// - Precondition: `touchIndex` is less than ``numberOfTouches``.
  public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    let touches = activeTouches
    precondition(
      touches.indices.contains(touchIndex),
      "\(displayName) has \(touches.count) touches; there is no touch at index \(touchIndex).")
    return touches[touchIndex].location(in: view)
  }
}
