import Foundation

/// The application's input queue: accepts input requests, validated against the fingers as they will be, and runs
/// them one event at a time, as UIKit processes events.
///
/// One of the application's parts (see ``Application``): it is the only writer of the queued and planned requests. A
/// request made while the dispatcher is dispatching an event (from a handler) waits here and runs after the event;
/// running one calls the dispatcher or the clock below it, never the application.
final class InputQueue {
  /// The parts a request runs on.
  let dispatcher: Dispatcher
  let clock: VirtualClock
  let recorder: InteractionRecorder

  /// Input requests accepted while an event was being dispatched, in order; they run after it, from
  /// `pendingHead` on (the ones before it have run).
  private var pendingInput: [InputRequest] = []
  /// The index in `pendingInput` of the next request to run.
  private var pendingHead = 0
  /// What the requests in `pendingInput` change once they have run (see `InputProjection`).
  private var pendingProjection = InputProjection()
  /// The primitives of a composite request (`tap`, `drag` …) being validated before any of them is accepted.
  private var plannedInput: [InputRequest]?
  /// What the primitives in `plannedInput` change once they have run.
  private var plannedProjection = InputProjection()

  init(dispatcher: Dispatcher, clock: VirtualClock, recorder: InteractionRecorder) {
    self.dispatcher = dispatcher
    self.clock = clock
    self.recorder = recorder
  }
}

extension InputQueue {
  /// One primitive input request (touch down, move, lift, cancel, wait), as data: the queue runs it
  /// (`run(_:)`) when its turn comes.
  ///
  /// No closure is made, so a request run at once costs nothing to describe.
  enum InputRequest {
    /// Fingers put down at window locations, in finger order.
    case touchDown(Placements)
    /// Fingers moved to window locations, in finger order.
    case move([(key: Finger, value: CGPoint)])
    /// Fingers lifted (`.ended`) or cancelled (`.cancelled`).
    case lift([Finger], phase: Touch.Phase)
    /// The pointer hovering at a window location, or leaving the window (`nil`).
    case hover(CGPoint?)
    /// A stylus put down: its finger and first reading.
    case stylusDown(Finger, StylusSample)
    /// A stylus moved through readings (the last is where it is), with the readings predicted after them.
    case stylusMove(Finger, samples: [StylusSample], predicted: [StylusSample])
    /// Virtual time passing.
    case wait(Duration)

    /// The request as a queued entry records it.
    var traced: InteractionTrace.QueuedInput {
      switch self {
      case .touchDown(let placements):
        .touchDown(placements.map { .init(finger: $0.key, location: $0.value) })
      case .move(let moves): .move(moves.map { .init(finger: $0.key, location: $0.value) })
      case .lift(let fingers, let phase): phase == .cancelled ? .cancel(fingers) : .touchUp(fingers)
      case .wait(let duration): .wait(duration)
      case .hover(let location): .hover(location)
      case .stylusDown(let finger, let sample): .touchDown([.init(finger: finger, location: sample.location)])
      case .stylusMove(let finger, let samples, _):
        .move([.init(finger: finger, location: samples.last?.location ?? .zero)])
      }
    }

    /// Records in `projection` what the request changes once it has run: fingers down or up, time passed.
    func project(into projection: inout InputProjection) {
      switch self {
      case .touchDown(let placements): for (finger, _) in placements { projection.fingers[finger] = true }
      case .stylusDown(let finger, _): projection.fingers[finger] = true
      case .lift(let fingers, _): for finger in fingers { projection.fingers[finger] = false }
      case .wait(let duration): projection.waited += duration.seconds
      case .move, .stylusMove, .hover: break
      }
    }
  }

  /// What accepted requests that have not run yet will change: for each finger they put down or lift, whether it
  /// will be down, and how much time they let pass.
  ///
  /// Kept as requests are accepted, so that validating a request costs the same however many are queued or
  /// planned (a 100,000-step drag is planned in linear time).
  struct InputProjection {
    /// Whether each finger named by a request will be down once the requests have run (the last one wins).
    var fingers: [Finger: Bool] = [:]
    /// The seconds the requests' waits add to the clock.
    var waited: TimeInterval = 0
  }

  /// Whether `finger` is down once everything already accepted has run: the fingers down now (a finger whose
  /// touch ended in the event being dispatched is not), then every queued request and every request of the
  /// composite being planned, in order.
  ///
  /// Every input request is validated against this projected state, so a request accepted while an event is
  /// being dispatched cannot fail when it finally runs.
  func isFingerDown(_ finger: Finger) -> Bool {
    // Nothing queued or planned (almost every request): no finger is hashed.
    if !plannedProjection.fingers.isEmpty, let isDown = plannedProjection.fingers[finger] { return isDown }
    if !pendingProjection.fingers.isEmpty, let isDown = pendingProjection.fingers[finger] { return isDown }
    return dispatcher.liveTouch(of: finger)?.isDown ?? false
  }

  /// The clock's time once every wait already accepted has run (see ``isFingerDown(_:)``).
  func projectedTime() -> TimeInterval {
    clock.now + pendingProjection.waited + plannedProjection.waited
  }

  /// The fingers down once everything already accepted has run (see ``isFingerDown(_:)``), in order.
  func projectedFingersDown() -> [Finger] {
    var fingers = Set(dispatcher.liveTouches.lazy.filter { $0.touch.isDown }.map(\.finger))
    for (finger, isDown) in pendingProjection.fingers.merging(
      plannedProjection.fingers, uniquingKeysWith: { $1 })
    {
      if isDown { fingers.insert(finger) } else { fingers.remove(finger) }
    }
    return fingers.sorted()
  }

  /// Refuses a request: returns the error to throw, and records the refusal in the trace when the request came
  /// from a handler (while an event is being dispatched), where a `try?` would otherwise hide it.
  ///
  /// A refusal inside a composite (``tap(at:finger:)``, ``drag(from:to:duration:steps:finger:)`` …) is recorded
  /// once, by the composite.
  func refuse(_ error: InputError) -> InputError {
    if dispatcher.isDispatching, plannedInput == nil { recorder.record(.inputRefused(error)) }
    return error
  }

  /// Runs one validated input request and returns the trace it caused.
  ///
  /// Inside a composite being planned, the request joins the plan. While an event is being dispatched, it is
  /// queued (UIKit processes events one at a time): it runs after the current event has been delivered
  /// everywhere, and the trace says so. Otherwise it runs now, followed by anything its handlers queued.
  @discardableResult
  func perform(_ request: InputRequest) throws(InputError) -> InteractionTrace {
    if plannedInput != nil {
      changePlan { input, projection in
        input?.append(request)
        request.project(into: &projection)
      }
      return InteractionTrace()
    }
    let mark = traceMark()
    if dispatcher.isDispatching {
      recorder.record(.queued(request.traced))
      changePending { input, projection in
        input.append(request)
        request.project(into: &projection)
      }
      return trace(since: mark)
    }
    try run(request)
    runPendingInput()
    return trace(since: mark)
  }

  /// Where an input call's entries will start: the recorder's mark when tracing is on (it starts the call's own
  /// run), else its count, read without a call into the recorder.
  private func traceMark() -> Int {
    recorder.isEnabled ? recorder.mark : recorder.count
  }

  /// The trace of an input call whose entries start at `mark` (``traceMark()``): empty, without a call into the
  /// recorder, when tracing is off and nothing was recorded since.
  private func trace(since mark: Int) -> InteractionTrace {
    recorder.isEnabled || recorder.count != mark ? recorder.trace(since: mark) : InteractionTrace()
  }

  /// Runs an accepted input request: the event it makes, or the time it lets pass.
  func run(_ request: InputRequest) throws(InputError) {
    switch request {
    case .touchDown(let placements):
      try dispatcher.applyTouchDown(placements)
    case .move(let moves):
      let locations = Dictionary(uniqueKeysWithValues: moves.map { ($0.key, $0.value) })
      try dispatcher.applyChange(moves.map(\.key), phase: .moved, locations: locations)
    case .lift(let fingers, let phase):
      // One finger (almost every lift) is in order already: no sorted list is made.
      try dispatcher.applyChange(fingers.count > 1 ? fingers.sorted() : fingers, phase: phase, locations: [:])
    case .hover(let location):
      dispatcher.applyHover(at: location)
    case .stylusDown(let finger, let sample):
      try dispatcher.applyTouchDown(Placements(finger, at: sample.location), stylus: sample)
    case .stylusMove(let finger, let samples, let predicted):
      try dispatcher.applyStylusMove(finger, samples: samples, predicted: predicted)
    case .wait(let duration):
      let start = clock.now
      let entriesBefore = recorder.count
      try clock.advance(by: duration)
      if recorder.isEnabled, recorder.count == entriesBefore, duration > .zero {
        recorder.record(.clockAdvanced(from: start, to: clock.now))
      }
      if duration > .zero { dispatcher.recordSceneAfterClockAdvance() }
    }
  }

  /// Runs queued input requests in order.
  ///
  /// They were validated against the projected fingers when accepted, so none should fail; one that does
  /// anyway is recorded, not thrown (its caller has returned).
  ///
  /// The queue is read from its head (`pendingHead`), not shifted at each request, and emptied, with its
  /// projection, once every request in it has run: running a long queue is linear in its length.
  func runPendingInput() {
    while !dispatcher.isDispatching, pendingHead < pendingInput.count {
      let request = pendingInput[pendingHead]
      pendingHead += 1
      do throws(InputError) {
        try run(request)
      } catch {
        recorder.record(.inputFailed(error))
      }
    }
    if pendingHead > 0, pendingHead == pendingInput.count {
      changePending { input, projection in
        input.removeAll(keepingCapacity: true)
        projection = InputProjection()
      }
      pendingHead = 0
    }
  }

  /// Changes the queued requests and their projection: moves them out, changes them and moves them back, so that no
  /// access to the stored values spans a call or a release and none is checked at run time (every input call reads
  /// them; see Documentation/Performance.md).
  private func changePending(_ change: (inout [InputRequest], inout InputProjection) -> Void) {
    var input: [InputRequest] = []
    var projection = InputProjection()
    swap(&input, &pendingInput)
    swap(&projection, &pendingProjection)
    defer {
      swap(&input, &pendingInput)
      swap(&projection, &pendingProjection)
    }
    change(&input, &projection)
  }

  /// Changes the plan of the composite being planned and its projection, as ``changePending(_:)`` does the queue.
  private func changePlan(_ change: (inout [InputRequest]?, inout InputProjection) -> Void) {
    var input: [InputRequest]?
    var projection = InputProjection()
    swap(&input, &plannedInput)
    swap(&projection, &plannedProjection)
    defer {
      swap(&input, &plannedInput)
      swap(&projection, &plannedProjection)
    }
    change(&input, &projection)
  }

  /// Whether accepted requests are waiting to run.
  var hasPendingInput: Bool { pendingHead < pendingInput.count }

  /// Runs a composite request (``tap(at:finger:)``, ``drag(from:to:duration:steps:finger:)`` …) whole or not at
  /// all, and returns its combined trace.
  ///
  /// `steps` is first run as a plan: each primitive is validated against the fingers as they will be once
  /// everything before it has run, and collected. If any part is refused, nothing is queued or run, the error
  /// is thrown (and recorded once when the composite came from a handler). Otherwise the primitives are queued
  /// together while an event is being dispatched, or run one after the other now.
  ///
  /// When the primitives run now, the application's own handlers may change the fingers between them (a
  /// `touchesBegan` that lifts the finger): a primitive that no longer applies then throws, as it would alone.
  func sequence(_ steps: () throws(InputError) -> Void) throws(InputError) -> InteractionTrace {
    guard plannedInput == nil else {  // a composite inside a composite joins the outer plan
      try steps()
      return InteractionTrace()
    }
    changePlan { input, _ in input = [] }
    defer { changePlan { _, projection in projection = InputProjection() } }
    do throws(InputError) {
      try steps()
    } catch {
      changePlan { input, _ in input = nil }
      throw refuse(error)
    }
    var plan: [InputRequest] = []
    changePlan { input, projection in
      plan = input ?? []
      input = nil
      projection = InputProjection()
    }
    let mark = traceMark()
    for request in plan { try perform(request) }
    return trace(since: mark)
  }
}

/// Fingers to put down at window locations, in finger order.
///
/// One finger (almost every touch-down) is kept in place, not in a list: making and freeing a list of one placement
/// cost about 0.3k instructions a touch-down.
struct Placements: Sequence {
  typealias Element = (key: Finger, value: CGPoint)

  fileprivate enum Storage {
    case one(Finger, CGPoint)
    case several([Element])
  }

  private let storage: Storage

  /// One finger at a location.
  init(_ finger: Finger, at location: CGPoint) {
    storage = .one(finger, location)
  }

  /// Fingers at locations, in finger order.
  init(_ placements: [Element]) {
    storage = .several(placements)
  }

  /// How many fingers go down.
  var count: Int {
    switch storage {
    case .one: 1
    case .several(let placements): placements.count
    }
  }

  /// The placements in finger order.
  func makeIterator() -> Iterator {
    Iterator(storage: storage)
  }

  /// Steps through the placements in finger order.
  struct Iterator: IteratorProtocol {
    fileprivate let storage: Storage
    private var index = 0

    fileprivate init(storage: Storage) {
      self.storage = storage
    }

    mutating func next() -> Element? {
      defer { index += 1 }
      switch storage {
      case .one(let finger, let location): return index == 0 ? (finger, location) : nil
      case .several(let placements): return index < placements.count ? placements[index] : nil
      }
    }
  }
}
