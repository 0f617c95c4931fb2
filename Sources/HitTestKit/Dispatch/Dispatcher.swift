import Foundation

/// Turns input into events and delivers them, as UIKit's event dispatch: the fingers down and their touches,
/// event numbering, the hit test, admission to views, and the delivery of each touch's phases to its view.
///
/// One of the application's parts (see ``Application``): it is the only writer of its fields and of every touch's
/// delivery state (`Touch.delivery`, `Dispatch/Dispatcher+ViewDelivery.swift`). It calls the gesture environment below it,
/// which answers with what it took (``GestureEnvironment/takeLiftedTouchesTaken()``), and never calls back up into
/// the application.
final class Dispatcher {
  /// The application's recorder, gesture environment, clock and animator; none refers back to the dispatcher.
  let recorder: InteractionRecorder
  let gestures: GestureEnvironment
  let clock: VirtualClock
  /// The scope ``Application/shared`` resolves through: the dispatcher sets it while it runs an event or a timer, so
  /// that the handlers they call (touch methods, actions, delegates, completions) name this application.
  let scope: ApplicationScope
  /// Asked, when the hit test is traced, which animated views the finger landed on where they are shown; set by the
  /// application when it makes its animator (``Application/animator``): with none, no view is animated.
  var animator: Animator?

  /// The windows, back to front: a touch goes to the front-most window whose hit test claims it.
  private(set) var windows: [Window] = []
  /// The fingers that are down, with their touches, in the order they came down (changed through
  /// ``changeLiveTouches(_:)``).
  private(set) var liveTouches = LiveTouches()
  /// Whether an event (or a timer's settling) is being dispatched; input requests made meanwhile are queued.
  private(set) var isDispatching = false
  /// How many events have been dispatched (the last one's number).
  private(set) var eventCount = 0
  /// Touches that left the screen while their view still owes a held phase or a cancellation (changed through
  /// ``changeAwaitingDelivery(_:)``).
  private(set) var awaitingDelivery: [Touch] = []
  /// The recorder of the hit tests of this application's events (they run one at a time), so that an event
  /// allocates none of its own.
  private let hitTestRecorder = HitTestRecorder()
  /// A list and a set of the one touch that ``listOfOne(_:)`` and ``setOfOne(_:)`` were last asked for, while the
  /// dispatcher holds that touch; both empty otherwise.
  private var oneTouchList: [Touch] = []
  private var oneTouchSet: Set<Touch> = []
  /// The scene snapshots for the JSON export, one taken at each event while ``recordsScenes`` is on (changed through
  /// ``changeScenes(_:)``).
  private(set) var scenes = SceneRecorder()
  /// Whether each event takes a scene snapshot: a flag of its own, only ever read or written whole, so that the test
  /// each event makes of it is checked at compile time, not at run time.
  private var isRecordingScenes = false
  /// The last completed tap, for counting taps in a row.
  private(set) var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

  init(
    recorder: InteractionRecorder, gestures: GestureEnvironment, clock: VirtualClock, scope: ApplicationScope
  ) {
    self.recorder = recorder
    self.gestures = gestures
    self.clock = clock
    self.scope = scope
  }

  /// Adds a window on top of the others (moving it to the front if it is here already).
  func addWindow(_ window: Window) {
    if windows.isEmpty {
      // An application's first window (the usual case): a list of just it, made at its size, where appending grew
      // the empty list through the array's generic growth path.
      windows = [window]
    } else {
      // Moved out and back, as the live touches are: an access to the stored list that spans a call (the removal's
      // closure, the growth of the list) would have every read of it checked at run time, several in each event.
      var list: [Window] = []
      swap(&list, &windows)
      defer { swap(&list, &windows) }
      // Searched first: removing in place needs a unique, writable list, which costs more than the usual answer.
      if list.contains(where: { $0 === window }) { list.removeAll { $0 === window } }
      list.append(window)
    }
  }

  /// Changes ``liveTouches`` by moving the list out and back, so that no access to the stored value spans a call
  /// (the closures of a removal, the growth of a list) and none is checked at run time.
  func changeLiveTouches(_ change: (inout LiveTouches) -> Void) {
    var touches = LiveTouches()
    swap(&touches, &liveTouches)
    defer { swap(&touches, &liveTouches) }
    change(&touches)
  }

  /// Changes ``awaitingDelivery`` by moving the list out and back, as ``changeLiveTouches(_:)`` does.
  private func changeAwaitingDelivery(_ change: (inout [Touch]) -> Void) {
    var touches: [Touch] = []
    swap(&touches, &awaitingDelivery)
    defer { swap(&touches, &awaitingDelivery) }
    change(&touches)
  }

  /// The live touch of `finger`, if it is down.
  func liveTouch(of finger: Finger) -> Touch? {
    liveTouches[finger]
  }

  /// The live touches as a set (an event of one finger takes ``setOfOne(_:)`` instead).
  var liveTouchesAsSet: Set<Touch> {
    // Inserted directly: no list of the touches is made first.
    var set = Set<Touch>(minimumCapacity: liveTouches.count)
    for entry in liveTouches { set.insert(entry.touch) }
    return set
  }

  /// A set of just `touch`: the one made last time, when that was for the same touch (see ``listOfOne(_:)``).
  func setOfOne(_ touch: Touch) -> Set<Touch> {
    rememberOne(touch)
    return oneTouchSet
  }

  /// A list of just `touch`: the one made last time, when that was for the same touch.
  ///
  /// A one-finger gesture gives the same set and list to each of its events and to each delivery of its held phases
  /// (a tap on a button in a scroll view: the touch-down's event, the lift's event, the timer's settling, and the
  /// delayed `touchesBegan` and `touchesEnded`), so that they are made once instead of at each step, where a set
  /// cost about 0.9k instructions (allocated and hashed) and a list about 0.3k. Both are values: a handler that
  /// keeps one keeps it unchanged. They are let go with their touch (``forgetOneTouchIfRetired()``), so that they
  /// never keep a touch alive longer than the dispatcher holds it.
  func listOfOne(_ touch: Touch) -> [Touch] {
    rememberOne(touch)
    return oneTouchList
  }

  /// Makes ``oneTouchList`` and ``oneTouchSet`` of `touch`, unless they are.
  private func rememberOne(_ touch: Touch) {
    if oneTouchList.first === touch { return }
    // Swapped in: the old ones are let go after the access, so that no access is checked at run time.
    var list = [touch]
    var set: Set<Touch> = [touch]
    swap(&list, &oneTouchList)
    swap(&set, &oneTouchSet)
  }

  /// Lets go of the one touch's set and list once that touch is neither down nor awaiting delivery.
  func forgetOneTouchIfRetired() {
    guard let touch = oneTouchList.first, !touch.isDown, !awaitingDelivery.contains(where: { $0 === touch })
    else { return }
    var list: [Touch] = []
    var set: Set<Touch> = []
    swap(&list, &oneTouchList)
    swap(&set, &oneTouchSet)
  }

  /// Runs a due timer's action as part of the simulation, as an event, then settles what it changed.
  ///
  /// The timer is traced under its name unless `isTraced` is false (an animation frame; the name is only built when
  /// the trace records it). Input its handlers request meanwhile is queued.
  ///
  /// - Returns: Whether an event was being dispatched when the timer fired (its queued input then waits for it).
  func runTimer(isTraced: Bool, name: () -> String, _ action: () -> Void) -> Bool {
    ApplicationScope.$current.withValue(scope) { runTimerAsCurrent(isTraced: isTraced, name: name, action) }
  }

  /// ``runTimer(isTraced:name:_:)`` with ``Application/shared`` naming this application.
  private func runTimerAsCurrent(isTraced: Bool, name: () -> String, _ action: () -> Void) -> Bool {
    let wasDispatching = isDispatching
    isDispatching = true
    if isTraced {
      recorder.record(.timerFired(name: name()))
      recorder.depth += 1
      action()
      settleAfterTimer()
      recorder.depth -= 1
    } else {  // an untraced timer: its own notes stay at the top level
      action()
      settleAfterTimer()
    }
    isDispatching = wasDispatching
    return wasDispatching
  }

  /// Runs `body` as part of dispatching: input its handlers make is queued to run after it, as during an event.
  func dispatching(_ body: () -> Void) {
    let wasDispatching = isDispatching
    isDispatching = true
    body()
    isDispatching = wasDispatching
  }

  /// Runs the layouts due in every window, back to front: before each event, as UIKit's run loop does.
  ///
  /// Not while an event is being dispatched: UIKit lays out between events, never inside one.
  func layOutWindowsIfNeeded() {
    guard !isDispatching else { return }
    for window in windows where window.isLayoutDue { window.layoutIfNeeded() }
  }

  /// Whether each event, and each advance of the clock, takes a snapshot of the scene (``scenes``).
  var recordsScenes: Bool {
    get { isRecordingScenes }
    set { isRecordingScenes = newValue }
  }

  /// Forgets the scene snapshots taken so far.
  func clearScenes() {
    changeScenes { $0.clear() }
  }

  /// Changes ``scenes`` by moving them out and back, as ``changeLiveTouches(_:)`` does the live touches.
  private func changeScenes(_ change: (inout SceneRecorder) -> Void) {
    var recorder = SceneRecorder()
    swap(&recorder, &scenes)
    defer { swap(&recorder, &scenes) }
    change(&recorder)
  }

  /// Records the scene after the clock advanced (when the application records scenes): animations and
  /// deceleration moved views without an event.
  func recordSceneAfterClockAdvance() {
    guard isRecordingScenes else { return }
    let snapshot = SceneSnapshot(eventNumber: eventCount, time: clock.now, windows: windows)
    changeScenes { $0.append(frame: snapshot) }
  }

  /// The touches the dispatcher still holds: the live ones, then those awaiting delivery.
  var heldTouches: [Touch] {
    // After the lift (a timer's settling): the list of those owed something, as it is.
    if liveTouches.isEmpty { return awaitingDelivery }
    // Made at its size, in one list (a mapped list and a joined one were two).
    var touches: [Touch] = []
    touches.reserveCapacity(liveTouches.count + awaitingDelivery.count)
    for entry in liveTouches { touches.append(entry.touch) }
    if !awaitingDelivery.isEmpty { touches.append(contentsOf: awaitingDelivery) }
    return touches
  }
}

extension Dispatcher {
  /// Makes an event of every live touch, dispatches it to the windows involved, then retires finished touches.
  func dispatchEvent(beganTouches: [Touch] = []) {
    eventCount += 1
    layOutWindowsIfNeeded()  // frames set in `layoutSubviews` decide this event's hit tests
    // The event is only an argument: once the call returns, it is freed unless a handler kept it.
    dispatch(makeEventOfLiveTouches(), beganTouches: beganTouches)
    retireLiftedTouches()
  }

  private func dispatch(_ event: Event, beganTouches: [Touch]) {
    let touches = event.touches
    if recorder.isEnabled { recorder.recordEvent(number: eventCount, touches: touches) }
    if isRecordingScenes {
      let snapshot = SceneSnapshot(eventNumber: eventCount, time: clock.now, windows: windows)
      changeScenes { $0.append(event: snapshot) }
    }
    isDispatching = true
    recorder.depth += 1
    for touch in beganTouches { hitTest(touch, with: event) }
    for window in windows where touches.contains(where: { $0.window === window }) {
      window.sendEvent(event)
    }
    recorder.depth -= 1
    isDispatching = false
  }

  /// A new event of the live touches at the clock's time.
  ///
  /// A new object each time, as a handler that keeps an event expects: reusing the last one when nobody kept it
  /// saved about 240 instructions a tap, which no goal needed (`Documentation/Performance.md`).
  func makeEventOfLiveTouches() -> Event {
    let interactionRecorder = recorder.isEnabled ? recorder : nil
    // One finger down: its set, and the event is told its touch (asking the set for it costs about 0.1k).
    if liveTouches.count == 1, let only = liveTouches.earliest {
      return Event(
        timestamp: clock.now, touches: setOfOne(only.touch), soleTouch: only.touch,
        interactionRecorder: interactionRecorder, hitTestRecorder: hitTestRecorder)
    }
    return Event(
      timestamp: clock.now, touches: liveTouchesAsSet, interactionRecorder: interactionRecorder,
      hitTestRecorder: hitTestRecorder)
  }

  /// Forgets the touches whose fingers lifted, in the order they came down (the last lifted one sets `lastTap`).
  private func retireLiftedTouches() {
    // An event that lifted nothing (a touch-down, a move) changes nothing, and no list is made for the lifted ones.
    guard liveTouches.containsTouch(where: { !$0.isDown }) else { return }
    for entry in liveTouches where entry.touch.phase == .ended {
      let touch = entry.touch
      lastTap = (clock.now, touch.windowLocation, touch.tapCount)
    }
    // Removed in one pass (one removal at a time is quadratic in the fingers lifted).
    changeLiveTouches { $0.removeAll { !$0.touch.isDown } }
    forgetOneTouchIfRetired()
  }

  /// Finds the touch's view: the front-most window whose hit test claims the point (UIKit's rule).
  private func hitTest(_ touch: Touch, with event: Event) {
    event.hitTestDepth = 0
    event.hitTestDepthLimit = View.maximumTouchDepth
    defer { event.hitTestDepthLimit = Int.max }
    for window in windows.reversed() {
      let point = window.convert(touch.windowLocation, from: nil)
      let isTraced = recorder.isEnabled
      if isTraced {
        event.startHitTestRecording()
        event.hitTestRecorder.beginVisit(window, at: point)
      }
      let hit = window.hitTest(point, with: event)
      if isTraced {
        event.hitTestRecorder.endVisit(window, returned: hit)
        let trace = event.finishHitTestRecording(point: point, root: window, result: hit)
        recorder.record(.hitTest(finger: touch.finger, trace))
        animator?.recordViewsShown(
          at: touch.windowLocation, finger: touch.finger, in: window, hit: hit)
      }
      if let hit {
        touch.view = hit
        touch.window = window
        return
      }
    }
    touch.window = windows.last
    touch.delivery.status = .blocked
  }

  /// The dispatch pipeline for one window (UIKit's `UIWindow.sendEvent(_:)`): recognizers see the
  /// touches first, actions are sent, then views get their touches, then finished recognizers reset.
  ///
  /// ``Application/shared`` names this application meanwhile (a task-local value: parallel tests never share it).
  func deliver(_ event: Event, in window: Window) {
    ApplicationScope.$current.withValue(scope) { deliverAsCurrent(event, in: window) }
  }

  /// ``deliver(_:in:)`` with ``Application/shared`` naming this application.
  private func deliverAsCurrent(_ event: Event, in window: Window) {
    // Every touch in this window (the usual case): no filtered set is made before sorting.
    let touches =
      if let touch = event.soleTouch, touch.window === window {
        listOfOne(touch)
      } else if event.touches.allSatisfy({ $0.window === window }) {
        event.touches.sorted { $0.finger < $1.finger }
      } else {
        event.touches.filter { $0.window === window }.sorted { $0.finger < $1.finger }
      }
    // Made at the first touch-down that another finger could refuse: the only finger down needs none.
    var admission: Admission?
    for touch in touches where touch.phase == .began {
      if touch.view == nil {
        recorder.record(
          .notDelivered(
            phase: .began, to: nil, finger: touch.finger, reason: .hitTestFoundNothing))
        continue
      }
      if let controller = window.runningTransitions.last {
        refuseDuringTransition(touch, of: controller)
        continue
      }
      gestures.bind(touch, event: event)
      if liveTouches.count > 1 {
        if admission == nil { admission = Admission() }
        admitToView(touch, admission: &admission!)
      }
    }
    gestures.deliverToRecognizers(touches, event: event)
    gestures.sendPendingActions()
    noteTouchesTaken()
    let owed = awaitingDelivery.filter { $0.window === window }
    deliverToViews(owed.isEmpty ? touches : owed + touches, event: event)
    gestures.resetFinishedRecognizers()
    noteTouchesTaken()
    for touch in touches
    where !touch.isDown && (!touch.delivery.held.isEmpty || touch.delivery.needsCancellation) {
      noteAwaitingDelivery(touch)
    }
    retireAwaitingDelivery()
  }

  /// Refuses a touch that began while `controller`'s transition runs in its window: neither its view nor any
  /// recognizer gets it (HitTestKit's decision, from UIKit ignoring touches while a navigation or presentation
  /// transition animates).
  private func refuseDuringTransition(_ touch: Touch, of controller: ViewController) {
    touch.delivery.status = .blocked
    recorder.record(
      .notDelivered(
        phase: .began, to: touch.view.map(TracedObject.init), finger: touch.finger,
        reason: .transitionRunning(controller: TracedObject(controller))))
  }

  /// After a timer fires (or a recognizer is disabled): send actions, deliver what recognizers released or
  /// took, reset.
  func settleAfterTimer() {
    gestures.sendPendingActions()
    noteTouchesTaken()
    var touches = heldTouches
    if touches.count > 1 { touches.sort { $0.finger < $1.finger } }
    deliverToViews(touches, event: nil)
    gestures.resetFinishedRecognizers()
    noteTouchesTaken()
    retireAwaitingDelivery()
  }

  /// Remembers the touches the gesture environment took from their views after their fingers left the screen: their
  /// views are still owed a cancellation.
  private func noteTouchesTaken() {
    for touch in gestures.takeLiftedTouchesTaken() { noteAwaitingDelivery(touch) }
  }

  /// Remembers a touch whose view is still owed something after the finger left the screen.
  private func noteAwaitingDelivery(_ touch: Touch) {
    guard !touch.isDown, !awaitingDelivery.contains(where: { $0 === touch }) else { return }
    // The first (a one-finger gesture's lift): the touch's own list, made already, in place of a new one.
    if awaitingDelivery.isEmpty, oneTouchList.first === touch {
      var list = oneTouchList
      swap(&list, &awaitingDelivery)
    } else {
      changeAwaitingDelivery { $0.append(touch) }
    }
  }

  private func retireAwaitingDelivery() {
    let isDelivered = { (touch: Touch) in touch.delivery.held.isEmpty && !touch.delivery.needsCancellation }
    // None delivered yet (a lift held back): the list, which may be shared, is left as it is rather than copied.
    guard awaitingDelivery.contains(where: isDelivered) else { return }
    if awaitingDelivery.allSatisfy(isDelivered) {
      // All of them (usually the one): let go of the list, which may be shared, rather than empty a copy of it.
      var none: [Touch] = []
      swap(&none, &awaitingDelivery)
    } else {
      changeAwaitingDelivery { $0.removeAll(where: isDelivered) }
    }
    forgetOneTouchIfRetired()
  }
}

extension View {
  /// The deepest hierarchy a touch is hit-tested through: 2,000 levels below the window.
  ///
  /// Hit testing and the responder chain recurse once per level, as UIKit's do, so the depth they can reach is
  /// set by the thread's stack. Measured on Linux (Swift 6.3) with a chain of plain views: a traced tap works to
  /// about 5,000 levels in a debug build inside Swift Testing (whose test threads have 8 MiB stacks on Linux) and
  /// fails by 5,500; a release build goes about three times deeper. 2,000 (a HitTestKit decision) leaves room
  /// for AddressSanitizer's larger frames and for overrides' own frames. A touch that would be hit-tested deeper
  /// stops with a precondition message naming the depth and the view, instead of a crash in the stack.
  ///
  /// On macOS, secondary threads have 512 KiB stacks (Swift Testing runs tests there): about 150 levels in debug.
  /// Direct calls (`hitTest(_:with: nil)`, ``hitTestTrace(at:)``) are not limited: their depth is the stack's
  /// (see ``hitTest(_:with:)``).
  public static let maximumTouchDepth = 2_000
}

extension Event {
  /// Enters one more level of an application's hit test below `view`.
  ///
  /// - Precondition: the hit test is no deeper than ``View/maximumTouchDepth``.
  @inline(__always)
  func descendHitTest(below view: View) {
    hitTestDepth &+= 1
    if hitTestDepth > hitTestDepthLimit { hitTestTooDeep(below: view) }
  }

  /// Leaves the level entered by ``descendHitTest(below:)``.
  @inline(__always)
  func ascendHitTest() {
    hitTestDepth &-= 1
  }

  /// Stops the run with the message: `fatalError`, because `preconditionFailure` drops its message in release
  /// builds (`-O`), where this limit is reached as often as in debug ones (issue 32, row 15).
  @inline(never)
  private func hitTestTooDeep(below view: View) -> Never {
    fatalError(
      "The touch's hit test went more than \(View.maximumTouchDepth) levels deep (below \(view.displayName)), "
        + "deeper than HitTestKit supports (View.maximumTouchDepth): hit testing and the responder chain recurse "
        + "once per level, and a deeper hierarchy would overflow the thread's stack. Flatten the hierarchy.")
  }
}

extension Dispatcher {
  /// The fingers that are down, with their touches, in the order they came down.
  ///
  /// Looking a finger up is a dictionary read once more than ``searchLimit`` fingers are down, so an event of N new
  /// fingers costs time linear in N; with fewer (every gesture of a hand) it is a search of the short list, which
  /// costs less than hashing and makes no dictionary.
  struct LiveTouches: Sequence {
    /// One finger down and its touch.
    struct Entry {
      let finger: Finger
      let touch: Touch
    }

    /// The most fingers looked up by searching the list (HitTestKit's decision: a hand's fingers; the dictionary
    /// kept for one finger cost about 5% of a tap's instructions).
    static let searchLimit = 8

    private var entries: [Entry] = []
    /// Where each finger's entry is in `entries`, while more than ``searchLimit`` fingers are down; empty otherwise.
    private var positions: [Finger: Int] = [:]

    /// The position of `finger`'s entry in `entries`, if it is down.
    private func position(of finger: Finger) -> Int? {
      entries.count > Self.searchLimit ? positions[finger] : entries.firstIndex { $0.finger == finger }
    }

    /// Lists every entry's position in `positions` when there are more than ``searchLimit``, or none.
    private mutating func indexPositions() {
      if !positions.isEmpty { positions.removeAll(keepingCapacity: true) }
      guard entries.count > Self.searchLimit else { return }
      for (index, entry) in entries.enumerated() { positions[entry.finger] = index }
    }

    /// How many fingers are down.
    var count: Int { entries.count }

    /// Whether no finger is down.
    var isEmpty: Bool { entries.isEmpty }

    /// The finger that came down first and its touch, if any finger is down.
    var earliest: Entry? { entries.first }

    /// The touch of `finger`, if it is down.
    subscript(finger: Finger) -> Touch? {
      position(of: finger).map { entries[$0].touch }
    }

    /// Makes `touch` the touch of `finger`, in place of the one it had, if any.
    mutating func set(_ touch: Touch, for finger: Finger) {
      if let index = position(of: finger) {
        entries[index] = Entry(finger: finger, touch: touch)
      } else {
        entries.append(Entry(finger: finger, touch: touch))
        if entries.count == Self.searchLimit + 1 {
          indexPositions()
        } else if entries.count > Self.searchLimit {
          positions[finger] = entries.count - 1
        }
      }
    }

    /// Forgets `finger`; the others keep their order.
    mutating func remove(_ finger: Finger) {
      removeAll { $0.finger == finger }
    }

    /// Forgets every finger whose entry satisfies `predicate`, in one pass; the others keep their order.
    mutating func removeAll(where predicate: (Entry) -> Bool) {
      entries.removeAll(where: predicate)
      indexPositions()
    }

    /// The fingers down and their touches, as a dictionary.
    var dictionary: [Finger: Touch] {
      Dictionary(uniqueKeysWithValues: entries.map { ($0.finger, $0.touch) })
    }

    /// Whether a touch satisfies `predicate`, the first finger's first.
    func containsTouch(where predicate: (Touch) -> Bool) -> Bool {
      entries.contains { predicate($0.touch) }
    }

    /// The entries in the order their fingers came down.
    func makeIterator() -> IndexingIterator<[Entry]> {
      entries.makeIterator()
    }
  }
}

extension Dispatcher {
  /// Puts fingers down: a new touch for each, stamped by the clock with its tap count, then the event; a stylus's
  /// touch when `stylus` gives its reading.
  func applyTouchDown(_ placements: Placements, stylus: StylusSample? = nil) throws(InputError) {
    if let finger = placements.first(where: { liveTouch(of: $0.key)?.isDown == true })?.key {
      throw .fingerAlreadyDown(finger)
    }
    // With no finger down yet (the usual touch-down), there is no other finger, and no list of these is made.
    if !liveTouches.isEmpty { markOthersStationary(except: placements.map(\.key)) }
    var began: [Touch] = []
    if placements.count > 1 { began.reserveCapacity(placements.count) }
    for (finger, location) in placements {
      let touch = Touch(
        finger: finger, location: location, timestamp: clock.now, tapCount: tapCount(at: location))
      touch.stylus = stylus
      changeLiveTouches { $0.set(touch, for: finger) }
      if placements.count == 1 {
        began = listOfOne(touch)  // one finger (almost every touch-down): the list its steps share
      } else {
        began.append(touch)
      }
    }
    dispatchEvent(beganTouches: began)
  }

  func applyChange(
    _ fingers: [Finger], phase: Touch.Phase, locations: [Finger: CGPoint], keepingSamples: Bool = false
  ) throws(InputError) {
    if let finger = fingers.first(where: { liveTouch(of: $0)?.isDown != true }) {
      throw .fingerNotDown(finger)
    }
    markOthersStationary(except: fingers)
    for finger in fingers {
      guard let touch = liveTouch(of: finger) else { continue }
      if !keepingSamples { forgetStylusSamples(of: touch) }
      touch.previousWindowLocation = touch.windowLocation
      if let location = locations[finger] { touch.windowLocation = location }
      touch.phase = phase
      touch.timestamp = clock.now
    }
    dispatchEvent()
  }

  /// Moves a stylus through `samples` (the last is where it is; the earlier ones become its coalesced touches,
  /// their times spread evenly since the previous event) and predicts `predicted`, then the event.
  func applyStylusMove(_ finger: Finger, samples: [StylusSample], predicted: [StylusSample])
    throws(InputError)
  {
    guard let touch = liveTouch(of: finger), touch.isDown else { throw .fingerNotDown(finger) }
    guard touch.stylus != nil else { throw .notAStylus(finger) }
    guard let last = samples.last else { throw .noFingers }
    let start = touch.timestamp
    let step = (clock.now - start) / Double(samples.count)
    touch.coalescedSamples =
      samples.count > 1
      ? samples.dropLast().enumerated().map { index, sample in
        sample.snapshot(of: touch, timestamp: start + step * Double(index + 1), phase: .moved)
      } + [touch] : nil
    touch.predictedSamples =
      predicted.isEmpty
      ? nil
      : predicted.enumerated().map { index, sample in
        sample.snapshot(of: touch, timestamp: clock.now + step * Double(index + 1), phase: .moved)
      }
    touch.stylus = last
    try applyChange([finger], phase: .moved, locations: [finger: last.location], keepingSamples: true)
  }

  /// Forgets a stylus touch's coalesced and predicted samples: they belong to the event that carried them.
  private func forgetStylusSamples(of touch: Touch) {
    guard touch.stylus != nil else { return }
    touch.coalescedSamples = nil
    touch.predictedSamples = nil
  }

  private func markOthersStationary(except fingers: [Finger]) {
    // A set once there are several: with N fingers down and N named, searching the list was N² comparisons.
    let named = fingers.count > 8 ? Set(fingers) : nil
    for entry in liveTouches where !(named?.contains(entry.finger) ?? fingers.contains(entry.finger)) {
      entry.touch.previousWindowLocation = entry.touch.windowLocation
      entry.touch.phase = .stationary
      forgetStylusSamples(of: entry.touch)
    }
  }

  private func tapCount(at location: CGPoint) -> Int {
    guard let lastTap, clock.now - lastTap.time <= Touch.maximumTapInterval,
      hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Touch.maximumTapDistance
    else { return 1 }
    return lastTap.count + 1
  }
}
