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
  /// The current state.
  ///
  /// Assigning it applies UIKit's coercions and the arbitration rules, as ``setState(_:cause:)`` does with an
  /// empty cause.
  public var state: State {
    get { currentState }
    set { setState(newValue, because: .unspecified) }
  }

  /// The state, stored in ``flags``; written through ``setState(_:cause:)`` and by the gesture environment.
  var currentState: State {
    get { flags.currentState }
    set { flags.currentState = newValue }
  }

  /// The values delivery reads at every event, in one value read whole (see ``Flags``).
  var flags = Flags()

  // Unowned (checked, not weak; see Documentation/Performance.md): the view owns its recognizers and clears this
  // when one is removed and as it goes away, so it never refers to a view that is gone.
  /// The view the recognizer is attached to; `nil` once it is removed or its view goes away.
  public internal(set) unowned(safe) var view: View?

  /// The delegate asked before receiving touches, beginning and competing.
  public var delegate: (any GestureRecognizerDelegate)? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }
  /// The delegate, stored internal so that the compiler sees every access and checks none at run time (a public stored
  /// property of a class is checked at each access, and binding and arbitration ask for it again and again).
  private weak var storedDelegate: (any GestureRecognizerDelegate)?

  /// Whether the recognizer takes part; disabling it mid-gesture fails or cancels it at once.
  public var isEnabled: Bool {
    get { flags.isEnabled }
    set {
      let oldValue = flags.isEnabled
      flags.isEnabled = newValue
      guard oldValue, !newValue, let environment = gestureEnvironment else { return }
      if environment.disabled(self) { environment.application?.settleIfIdle() }
    }
  }

  /// The bits of the touch types the recognizer receives (``allowedTouchTypes``); every type by default.
  var allowedTouchTypeMask: UInt8 = GestureRecognizer.allTouchTypesMask

  /// The bits of every touch type (one bit per ``Touch/TouchType``, at its raw value).
  static let allTouchTypesMask: UInt8 = Touch.TouchType.allCases.reduce(0) { $0 | maskBit(of: $1) }

  /// A name for traces; by default the class name (for example `TapGestureRecognizer`).
  public var name: String? {
    get { storedName }
    set {
      // Swapped in: the old name is released after the access, which then spans no release.
      var name = newValue
      swap(&name, &storedName)
    }
  }
  /// ``name``, stored private so that no access is checked at run time (a timer's owner reads it at each scheduling).
  private var storedName: String?

  /// Whether recognizing takes the touches from the view, which gets `touchesCancelled` (default true).
  ///
  /// A touch that begins while the recognizer, receiving it, is already in began or changed is taken too: its view
  /// never hears of it (UIKit delivers none of a recognized gesture's pending touches).
  public var cancelsTouchesInView: Bool {
    get { flags.cancelsTouchesInView }
    set { flags.cancelsTouchesInView = newValue }
  }
  /// Whether the view's `touchesBegan` waits until the recognizer fails (default false).
  public var delaysTouchesBegan: Bool {
    get { flags.delaysTouchesBegan }
    set { flags.delaysTouchesBegan = newValue }
  }
  /// Whether the view's `touchesEnded` waits until the recognizer decides (default true).
  public var delaysTouchesEnded: Bool {
    get { flags.delaysTouchesEnded }
    set { flags.delaysTouchesEnded = newValue }
  }

  /// The actions, closures and target–action pairs, in the order added.
  var actions: [RecognizerAction] = []
  /// The recognizers this one must wait for (``require(toFail:)``), in the order required; a requirement
  /// ends when the required recognizer goes away.
  var failureRequirements: [WeakRecognizer] = []

  /// The gesture environment's bookkeeping for this recognizer (its touches and timers);
  /// only `GestureEnvironment` writes it.
  var bookkeeping = Bookkeeping()

  /// The environment of the application whose touches the recognizer receives.
  ///
  /// `nil` before its first touch and once the application is gone. Only `GestureEnvironment` writes it.
  weak var gestureEnvironment: GestureEnvironment?

  /// Creates a recognizer with an optional action callback.
  ///
  /// - Parameter action: Called with the recognizer on every transition into began, changed, ended and
  ///   cancelled; `nil` for none.
  public init(action: ((GestureRecognizer) -> Void)? = nil) {
    if let action { actions.append(RecognizerAction(handler: action)) }
  }

  /// Creates a recognizer that sends `action` to `target`, as UIKit's designated initializer
  /// (`addTarget(_:action:)`, so the target is not kept alive); with either `nil`, no action is added.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action message; not kept alive.
  ///   - action: The selector of the action message.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  deinit {
    // A timer left on the clock would keep its closure until the clock reaches it.
    if let clock = gestureEnvironment?.clock {
      for token in bookkeeping.timers { clock.cancel(token) }
    }
  }

  /// Adds an action callback, sent on every transition into began, changed, ended and cancelled.
  ///
  /// - Parameter action: Called with the recognizer on every transition into began, changed, ended and
  ///   cancelled.
  public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(RecognizerAction(handler: action))
  }

  /// Removes every action: the callbacks and the target–action pairs.
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
  /// undefined; a HitTestKit decision). The requirement does not keep `other` alive.
  ///
  /// - Parameter other: The recognizer that must fail first.
  public func require(toFail other: GestureRecognizer) {
    // The list is moved out, changed and moved back, so that no access to the stored list spans a call or a
    // release and arbitration's reads of it are not checked at run time.
    var requirements: [WeakRecognizer] = []
    swap(&requirements, &failureRequirements)
    defer { swap(&requirements, &failureRequirements) }
    requirements.removeAll { $0.recognizer == nil }
    guard other !== self, !requirements.contains(where: { $0.recognizer === other }) else { return }
    requirements.append(WeakRecognizer(other))
  }

  /// Stops delivering `touch` to this recognizer; the touch is not cancelled on its view, and a phase the
  /// recognizer was holding back from the view is released.
  ///
  /// - Parameters:
  ///   - touch: One of the recognizer's touches.
  ///   - event: The event being delivered, if any.
  public func ignore(_ touch: Touch, for event: Event?) {
    gestureEnvironment?.ignore(touch, by: self)
  }

  /// Sets the state, with a cause in the subclass's own words shown in the trace (`moved too far`); the cause
  /// is only worked out when the trace records it.
  ///
  /// It is ``setState(_:because:)`` with ``InteractionTrace/GestureNote/Cause/described(_:)``.
  ///
  /// - Parameters:
  ///   - requested: The state asked for.
  ///   - cause: Why, in words for whoever reads the trace.
  public func setState(_ requested: State, cause: @autoclosure () -> String) {
    setState(requested, because: .described(cause()))
  }

  /// Sets the state, with a typed cause that the trace records and its renderer words
  /// (`.movedBeyondLimit(distance: 14, limit: 10)` reads `moved 14 pt > allowableMovement 10 pt`); the cause
  /// is only made when the trace records it.
  ///
  /// UIKit's coercions apply (``State``), then the arbitration rules: a recognizer leaving possible may
  /// have to wait for a failure requirement, or fail because a should-begin hook or another recognizer
  /// stops it.
  ///
  /// - Parameters:
  ///   - requested: The state asked for.
  ///   - cause: Why, as the rule that decided it.
  public func setState(
    _ requested: State, because cause: @autoclosure () -> InteractionTrace.GestureNote.Cause
  ) {
    if let environment = gestureEnvironment {
      environment.request(requested, for: self, cause: cause())
    } else if let coerced = currentState.coerced(requested) {
      currentState = coerced
    }
  }

  /// The name used in traces.
  public var displayName: String { name ?? typeName }

  /// The class name, worked out once.
  private var typeName: String {
    if let cachedTypeName { return cachedTypeName }
    let typeName = String(describing: type(of: self))
    cachedTypeName = typeName
    return typeName
  }

  /// ``typeName`` once worked out.
  private var cachedTypeName: String?

  // MARK: Touches (override in subclasses)

  /// Called with the recognizer's touches that began in an event, before the view gets them.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Called with the recognizer's touches that moved in an event.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Called with the recognizer's touches that ended in an event.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// Called with the recognizer's touches that were cancelled; subclasses usually fail or cancel here.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

  /// Clears the recognizer's per-gesture state; called by the system after the gesture finished.
  ///
  /// Override it to clear your own state, and call `super`. After reset the state is possible and touches
  /// still down are ignored by this recognizer for the rest of their lives.
  open func reset() {}

  // MARK: Arbitration (override in subclasses)

  /// Whether this recognizer, recognizing, may force `preventedGestureRecognizer` to fail (default true).
  ///
  /// - Parameter preventedGestureRecognizer: The recognizer that would fail.
  /// - Returns: Whether it may be prevented by this one.
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer`, recognizing, may force this one to fail (default true).
  ///
  /// - Parameter preventingGestureRecognizer: The recognizer that recognized.
  /// - Returns: Whether this one may be prevented by it.
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default false).
  ///
  /// - Parameter otherGestureRecognizer: Another recognizer of the gesture.
  /// - Returns: Whether this one waits for it to fail.
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` must wait for this one to fail (default false).
  ///
  /// - Parameter otherGestureRecognizer: Another recognizer of the gesture.
  /// - Returns: Whether it waits for this one to fail.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

  // MARK: Location

  /// The number of touches the recognizer is tracking.
  public var numberOfTouches: Int { activeTouches.count }

  /// Where the gesture is: by default the centroid of its touches, in `view`'s coordinates (`nil`: window).
  ///
  /// - Parameter view: The view whose coordinates to use, or `nil` for the window's.
  /// - Returns: The location.
  open func location(in view: View?) -> CGPoint {
    activeTouches.centroid(in: view)
  }

  /// The location of the touch at `touchIndex` (in the order touches began), in `view`'s coordinates.
  ///
  /// - Parameters:
  ///   - touchIndex: The index of the touch, less than ``numberOfTouches``.
  ///   - view: The view whose coordinates to use, or `nil` for the window's.
  /// - Returns: The touch's location.
  /// - Precondition: `touchIndex` is less than ``numberOfTouches``.
  public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    let touches = activeTouches
    precondition(
      touches.indices.contains(touchIndex),
      "\(displayName) has \(touches.count) touches; there is no touch at index \(touchIndex).")
    return touches[touchIndex].location(in: view)
  }
}

extension GestureRecognizer {
  /// A reference to a recognizer that does not keep it alive, with the recognizer's identity beside it.
  ///
  /// The identity answers "is this that recognizer?" without touching the weak reference: copying a weak reference out
  /// of the list, loading it and destroying the copy cost about 150 instructions, and arbitration asks the question for
  /// each failure in a gesture (Documentation/Performance.md, branch `gestcost`).
  struct WeakRecognizer {
    /// The identity of the recognizer when the reference was made; a later object may reuse it once the recognizer is
    /// gone, so a match is confirmed by ``recognizer``.
    let identity: ObjectIdentifier
    weak var recognizer: GestureRecognizer?

    init(_ recognizer: GestureRecognizer) {
      identity = ObjectIdentifier(recognizer)
      self.recognizer = recognizer
    }
  }

  /// Whether `other` is one of the recognizers this one was told to wait for (``require(toFail:)``).
  func hasFailureRequirement(_ other: GestureRecognizer) -> Bool {
    let identity = ObjectIdentifier(other)
    for index in failureRequirements.indices
    where failureRequirements[index].identity == identity && failureRequirements[index].recognizer === other {
      return true
    }
    return false
  }
}

extension GestureRecognizer {
  /// The states of a recognizer, with UIKit's raw values (`UIGestureRecognizer.State`).
  ///
  /// Discrete recognizers (tap, swipe) go possible → ended (recognized) or possible → failed. Continuous
  /// ones (pan, pinch, rotation, long press) go possible → began → changed… → ended or cancelled, or
  /// possible → failed.
  public enum State: Int, Sendable, CustomStringConvertible {
    /// Not recognized yet; the initial state.
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture finished: a continuous one ended, a discrete one was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The gesture cannot be recognized with these touches.
    case failed = 5

    /// A discrete gesture was recognized: the same state as `ended`.
    public static let recognized = State.ended

    /// Whether the recognizer is done and waits for reset (ended, cancelled or failed).
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether the recognizer has recognized (began, changed or ended).
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// The state's name, as in traces.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// The state UIKit actually enters when `requested` is assigned in this state, or `nil` if ignored.
    ///
    /// UIKit's coercions: from possible, began or changed become began, cancelled becomes failed; from
    /// began or changed, began/changed/possible become changed (possible keeps began), failed becomes
    /// cancelled; from a finished state every assignment is ignored until reset.
    func coerced(_ requested: State) -> State? {
      switch self {
      case .possible:
        switch requested {
        case .possible: return nil
        case .began, .changed: return .began
        case .ended: return .ended
        case .cancelled, .failed: return .failed
        }
      case .began, .changed:
        switch requested {
        case .possible: return self == .began ? nil : .changed
        case .began, .changed: return .changed
        case .ended: return .ended
        case .cancelled, .failed: return .cancelled
        }
      case .ended, .cancelled, .failed:
        return nil
      }
    }
  }
}

extension Collection<Touch> {
  /// The mean location of the touches in `view`'s coordinates (`nil`: window); `(nan, nan)` when empty.
  ///
  /// Recognizers report where a multi-finger gesture is by this centroid (reference §5.19).
  func centroid(in view: View?) -> CGPoint {
    guard !isEmpty else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
    var sum = CGPoint.zero
    for touch in self {
      let point = touch.location(in: view)
      sum.x += point.x
      sum.y += point.y
    }
    return CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count))
  }
}
