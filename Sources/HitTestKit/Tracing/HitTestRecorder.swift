/// Collects the steps of one traced hit test, inside the event passed to `hitTest(_:with:)`.
///
/// Its event refers to it with a constant: the views' hit tests reach it through the event they were given, which
/// their caller keeps alive, and reaching it is a plain load, with no access to check at run time.
///
/// Untraced hit tests carry an idle recorder (``isRecording`` false), tested once per view. The `note…` methods a subclass's override may call do nothing while idle; the
/// others are only called while recording. Visits are opened by the caller (a superview's default algorithm, or the
/// trace's root call), so a `hitTest(_:with:)` override that never calls `super` still appears with what it
/// returned. When the default algorithm runs for a view nobody opened a visit for (an override called
/// another view's `hitTest(_:with:)` directly), the recorder opens one itself.
///
/// Nothing here calls code a subclass can override: callers work out what to record first, so a recording
/// step never runs while an override could record another.
///
/// A finished recording is a ``HitTestTrace/StepLog``, which is this class: a single-use recorder
/// (``init(singleUse:)``) becomes its trace's log; a shared one hands each recording to a new one.
final class HitTestRecorder {
  /// The steps so far (no memory while idle); a finished log's steps.
  private(set) var storage = PlainBuffer<Entry>()
  /// What the log keeps alive, in the order recorded, released with the log.
  ///
  /// The views the steps refer to that nothing else keeps alive, each retained, and the subview lists of
  /// ``noteSubviews(_:of:)`` as they were, back to front (the step reads them front to back). The root and the
  /// result are not among them: the log keeps those two as such (``root``, ``result``).
  ///
  /// The entries refer to views without retaining them, and a view visited by its superview's default
  /// algorithm is kept alive by the subview list recorded just before.
  private(set) var kept: [HitTestTrace.StepLog.KeptAlive] = []
  /// The last view known to be kept alive (visited, or retained in ``kept``): a result is usually that view (the
  /// hit view, returned up the chain of visits), so it is not retained again.
  private var lastKeptAlive: ObjectIdentifier?
  /// The payloads of the rarer kinds of step (``Entry/Tag/other``), in the order recorded.
  private(set) var otherKinds: [HitTestTrace.Step.Kind] = []
  /// The entry of the innermost open visit, the one steps are usually about; -1 when no visit is open.
  ///
  /// A visit's entry holds the entry of the visit around it (``HitTestTrace/StepLog/Entry/index``), so the
  /// open visits are a chain through the entries, with nothing to allocate; while a visit's entry is the last
  /// one, the visit's first steps join it.
  private var openVisit: Int32 = -1
  /// The entry of the innermost open visit while it is also the last entry (nothing was recorded since the visit
  /// began but its followers), else `nil`: the steps that join a visit's entry test this one address instead of
  /// finding the visit's entry and comparing it with the last.
  ///
  /// Every append but a visit's clears it; a visit's sets it to the new entry (so it never points into memory
  /// an append moved).
  private var joinableVisit: UnsafeMutablePointer<Entry>?
  /// How many visits are open: the depth of the step being recorded.
  private var depth: Int32 = 0
  /// How many visits were recorded (the views visited), so that a one-line summary need not decode the steps.
  private(set) var visitCount = 0
  /// Whether this recorder records one hit test and then is that trace's log (``init(singleUse:)``).
  private let isSingleUse: Bool
  /// A finished log's root and result (see ``root``); `nil` until then.
  private var finishedRoot: View?
  private var finishedResult: View?
  /// A finished log's steps, once decoded (see ``steps``).
  var decoded: [HitTestTrace.Step]?

  /// An idle recorder: an untraced hit test's, or an application's, which its events share (its hit tests run
  /// one at a time) and which moves each finished recording into a log of its own.
  ///
  /// A `singleUse` recorder records one hit test and is then that trace's log: `hitTestTrace(at:)`'s, whose
  /// event lives for that call only, so that a traced hit test makes no object for its log alone.
  init(singleUse: Bool = false) {
    isSingleUse = singleUse
  }

  /// A finished log of the steps in `entries`, keeping `kept` alive (and `root` and `result`, which must be views
  /// the entries name).
  init(
    entries: consuming PlainBuffer<Entry>, kept: [HitTestTrace.StepLog.KeptAlive],
    otherKinds: [HitTestTrace.Step.Kind], root: View, result: View?, visitCount: Int
  ) {
    storage = entries
    self.kept = kept
    self.otherKinds = otherKinds
    self.visitCount = visitCount
    (finishedRoot, finishedResult) = (root, result)
    isSingleUse = true
  }

  /// The view the logged hit test started at, kept alive by the log like every view its steps name (the root's
  /// visit is a step).
  var root: View {
    guard let finishedRoot else {
      preconditionFailure("HitTestTrace.StepLog: the recording has not finished")
    }
    return finishedRoot
  }

  /// The view the logged hit test returned (the result of the root's `hitTest(_:with:)` is a step), if any.
  var result: View? { finishedResult }

  /// Whether a traced hit test is being recorded.
  ///
  /// A flag of its own rather than a test of the entries' memory: it is only ever read or written whole, so the
  /// compiler checks no access to it at run time.
  private(set) var isRecording = false

  /// Starts recording (the recorder must be idle, and not a finished log).
  func start() {
    precondition(finishedRoot == nil, "HitTestRecorder: a finished hit-test log cannot record again")
    // A tap in a screen of a few hundred views records one entry per view it misses (the visit with its
    // followers) and four per view it looks inside: 58 for the 43 views of the realistic-screen benchmark.
    // Kept alive: a subview list per view looked inside (5 there); the log keeps the root itself.
    isRecording = true
    changeEntries { $0.reserve(64) }
    changeKept { $0.reserveCapacity(16) }
  }

  /// Stops recording and returns the trace of the hit test that started at `root` with `point`: a single-use
  /// recorder is the trace's log from then on; another moves what it recorded into a new log and is idle again.
  func finish(point: CGPoint, root: View, result: View?) -> HitTestTrace {
    precondition(isRecording && storage.hasMemory, "finish() called on an idle HitTestRecorder")
    isRecording = false
    lastKeptAlive = nil
    (openVisit, depth, joinableVisit) = (-1, 0, nil)
    // The log keeps `root` and `result` alive as such (the root's visit, the first entry, retained nothing).
    guard !isSingleUse else {
      (finishedRoot, finishedResult) = (root, result)
      return HitTestTrace(point: point, log: self)
    }
    // Moved out, so that no access to a stored property spans a call (see `changeEntries`).
    var finished = PlainBuffer<Entry>()
    swap(&finished, &storage)
    var keptByLog: [HitTestTrace.StepLog.KeptAlive] = []
    swap(&keptByLog, &kept)
    var recordedKinds: [HitTestTrace.Step.Kind] = []
    swap(&recordedKinds, &otherKinds)
    let log = HitTestRecorder(
      entries: finished, kept: keptByLog, otherKinds: recordedKinds, root: root, result: result,
      visitCount: visitCount)
    visitCount = 0
    return HitTestTrace(point: point, log: log)
  }

  // MARK: Visits

  /// Opens a visit: `view`'s `hitTest(_:with:)` is about to be called with `point`.
  ///
  /// `inRecordedSubviews` says that `view` is an element of the subview list ``noteSubviews(_:of:)`` recorded
  /// last (a superview's default algorithm visiting its subviews): that list, kept by the log as long as the
  /// trace, keeps the view alive, so the view is not retained again.
  func beginVisit(_ view: View, at point: CGPoint, inRecordedSubviews: Bool = false) {
    // The root's visit (the first entry) retains nothing either: the log keeps its root alive itself (see
    // `finish`, whose `root` is that view).
    let recorded = inRecordedSubviews || storage.count == 0 ? visited(view) : keptAlive(view)
    visitCount &+= 1
    appendEntry(
      Entry(
        view: recorded, depth: depth, tag: .visit, index: openVisit,
        numbers: (Double(point.x), Double(point.y), 0, 0, 0, 0)))
    // Truncated, like the depth below wraps: two billion entries of 80 bytes would exhaust memory long before.
    openVisit = Int32(truncatingIfNeeded: storage.count &- 1)
    joinableVisit = storage.lastElementAddress
    // Wrapping arithmetic: visits nested two billion deep would overflow the stack long before.
    depth &+= 1
  }

  /// Records the whole visit of a subview whose class is `View` itself, from the subview list recorded last,
  /// when the point (`point`, in its coordinates) is outside its `bounds` and it is neither hidden, disabled nor
  /// transparent: what ``beginVisit(_:at:inRecordedSubviews:)``, its default algorithm and ``endVisit(_:returned:)``
  /// would record (one visit entry with all four followers), without calling its `hitTest(_:with:)`, which
  /// such a view does not override.
  ///
  /// `view` is the subview's identity: the subview list ``noteSubviews(_:of:)`` recorded last holds the view.
  @inline(__always)
  func recordMiss(ofPlainSubview view: ObjectIdentifier, at point: CGPoint, bounds: CGRect) {
    lastKeptAlive = view
    let recorded = view
    visitCount &+= 1
    let numbers = (
      Double(point.x), Double(point.y), Double(bounds.origin.x), Double(bounds.origin.y),
      Double(bounds.size.width), Double(bounds.size.height)
    )
    append(
      Entry(
        view: recorded, depth: depth, tag: .visit, flag: false, usedDefault: true,
        followers: [.boundsCheck, .pointInside, .defaultNil, .returnedNil], index: openVisit, numbers: numbers
      ))
  }

  /// Closes the visit opened for `view`, recording what its `hitTest(_:with:)` returned.
  @inline(__always)
  func endVisit(_ view: View, returned result: View?) {
    // The usual visit (a miss by the default algorithm): its entry is the last one and takes the return. A visit
    // whose followers include the default result `nil` used the default algorithm (only it records that result,
    // after marking the visit), so `usedDefault` is not tested again.
    if let visit = joinableVisit(of: view) {
      if result == nil, visit.pointee.followers == [.boundsCheck, .pointInside, .defaultNil] {
        assert(
          visit.pointee.usedDefault, "a default nil result in a visit that did not use the default algorithm")
        visit.pointee.followers.insert(.returnedNil)
      } else {
        appendResult(result, usedDefault: visit.pointee.usedDefault, about: ObjectIdentifier(view))
      }
      // The visit around it began before this visit's entry: it is not the last.
      (openVisit, joinableVisit) = (visit.pointee.index, nil)
      depth &-= 1
      return
    }
    guard let visit = openVisitEntry(of: view) else { return }
    let usedDefault = storage[unchecked: visit].usedDefault
    if result == nil, usedDefault, lastEntryFollowers(of: visit) == [.boundsCheck, .pointInside, .defaultNil]
    {
      storage[unchecked: visit].followers.insert(.returnedNil)
    } else {
      appendResult(result, usedDefault: usedDefault, about: ObjectIdentifier(view))
    }
    openVisit = storage[unchecked: visit].index
    depth &-= 1
  }

  /// Marks the start of `view`'s default algorithm; returns whether it had to open a visit itself.
  @inline(__always)
  func enterDefaultAlgorithm(of view: View, at point: CGPoint) -> Bool {
    if let visit = joinableVisit(of: view) {
      visit.pointee.usedDefault = true
      return false
    }
    if let visit = openVisitEntry(of: view) {
      storage[unchecked: visit].usedDefault = true
      return false
    }
    return openVisitForDefaultAlgorithm(of: view, at: point)
  }

  /// Opens the visit of a view whose default algorithm runs without one (an override called another view's
  /// `hitTest(_:with:)` directly); returns true.
  @inline(never)
  private func openVisitForDefaultAlgorithm(of view: View, at point: CGPoint) -> Bool {
    beginVisit(view, at: point)
    storage[unchecked: Int(openVisit)].usedDefault = true
    return true
  }

  /// Records the default algorithm's result for `view`, closing the visit it opened, if any.
  @inline(__always)
  func leaveDefaultAlgorithm(of view: View, result: View?, closingVisit: Bool) {
    if result == nil, let visit = joinableVisit(of: view),
      visit.pointee.followers == [.boundsCheck, .pointInside]
    {
      visit.pointee.followers.insert(.defaultNil)
    } else {
      appendResult(result, usedDefault: nil, about: stepView(view))
    }
    if closingVisit { endVisit(view, returned: result) }
  }

  // MARK: Steps

  /// Records that `view`'s hit test returned `nil` at once for `reason` (an override standing in for the
  /// default algorithm, such as a disabled control's); nothing while idle.
  func noteSkipped(_ view: View, at point: CGPoint, reason: HitTestTrace.SkipReason) {
    guard isRecording else { return }
    let openedVisit = enterDefaultAlgorithm(of: view, at: point)
    note(.skipped(reason), in: view)
    leaveDefaultAlgorithm(of: view, result: nil, closingVisit: openedVisit)
  }

  /// Records a decision about `view` inside the current visit; nothing while idle.
  func note(_ kind: HitTestTrace.Step.Kind, in view: View) {
    guard isRecording else { return }
    let viewIndex = stepView(view)
    switch kind {
    case .visit(let point): appendVisit(at: point, about: viewIndex)
    case .boundsCheck(let rect, let contains): appendBoundsCheck(rect, contains: contains, about: viewIndex)
    case .pointInside(let inside): appendPointInside(inside, about: viewIndex)
    case .defaultResult(let result): appendResult(result, usedDefault: nil, about: viewIndex)
    case .returned(let result, let usedDefault):
      appendResult(result, usedDefault: usedDefault, about: viewIndex)
    case .skipped(let reason) where reason.plainCode != nil:
      append(Entry(view: viewIndex, depth: depth, tag: .skipped, index: reason.plainCode ?? -1))
    default:
      append(Entry(view: viewIndex, depth: depth, tag: .other, index: Int32(otherKinds.count)))
      var kinds: [HitTestTrace.Step.Kind] = []
      swap(&kinds, &otherKinds)
      kinds.append(kind)
      swap(&kinds, &otherKinds)
    }
  }

  /// Records what `point(inside:with:)` answered to `view`'s default algorithm: as a follower of the bounds
  /// check just recorded with the same answer (the default `point(inside:with:)`), else as a step of its own.
  @inline(__always)
  func notePointInside(_ inside: Bool, in view: View) {
    if let visit = joinableVisit(of: view), visit.pointee.followers == .boundsCheck,
      visit.pointee.flag == inside
    {
      visit.pointee.followers.insert(.pointInside)
      return
    }
    appendPointInside(inside, in: view)
  }

  /// Records what `point(inside:with:)` answered as a step of its own, or as a follower of a bounds check
  /// of its own.
  @inline(never)
  private func appendPointInside(_ inside: Bool, in view: View) {
    let viewIndex = stepView(view)
    if lastEntryFollows(view: viewIndex, depth: depth, followers: [], tag: .boundsCheck, flag: inside) {
      lastEntry.followers = .pointInside
      return
    }
    appendPointInside(inside, about: viewIndex)
  }

  /// Records the default `point(inside:with:)`'s test of `view`'s bounds; nothing while idle.
  @inline(__always)
  func noteBoundsCheck(_ bounds: CGRect, contains: Bool, in view: View) {
    guard isRecording else { return }
    // The first step of a visit joins the visit's entry.
    if let visit = joinableVisit(of: view), visit.pointee.followers == [] {
      visit.pointee.followers = .boundsCheck
      visit.pointee.flag = contains
      visit.pointee.numbers.2 = Double(bounds.origin.x)
      visit.pointee.numbers.3 = Double(bounds.origin.y)
      visit.pointee.numbers.4 = Double(bounds.size.width)
      visit.pointee.numbers.5 = Double(bounds.size.height)
      return
    }
    appendBoundsCheck(bounds, contains: contains, in: view)
  }

  @inline(never)
  private func appendBoundsCheck(_ bounds: CGRect, contains: Bool, in view: View) {
    appendBoundsCheck(bounds, contains: contains, about: stepView(view))
  }

  /// Records that `view`'s default algorithm is about to try `subviews` (its subviews, back to front, as
  /// it holds them), front to back.
  ///
  /// The list is taken over (`consuming`), so that the kept copy is the caller's and is not retained again.
  func noteSubviews(_ subviews: consuming [View], of view: View) {
    append(
      Entry(view: stepView(view), depth: depth, tag: .subviewsFrontToBack, index: Int32(kept.count)))
    // Moved out and back as ``changeKept(_:)`` does, without a closure, which would capture the list (a copy).
    var list: [HitTestTrace.StepLog.KeptAlive] = []
    swap(&list, &kept)
    list.append(.subviews(subviews))
    swap(&list, &kept)
  }

  /// Records that the current view's default algorithm did not call `subview`'s hit test at all.
  func passOver(_ subview: View, reason: HitTestTrace.SkipReason) {
    note(.passedOver(reason), in: subview)
  }

  // MARK: Storage

  /// The steps, one function per kind of entry, each about the view `viewIndex` (kept alive by the recording).
  @inline(__always)
  private func appendVisit(at point: CGPoint, about viewIndex: ObjectIdentifier) {
    visitCount &+= 1
    append(
      Entry(
        view: viewIndex, depth: depth, tag: .visit, numbers: (Double(point.x), Double(point.y), 0, 0, 0, 0)))
  }

  @inline(__always)
  private func appendPointInside(_ inside: Bool, about viewIndex: ObjectIdentifier) {
    append(Entry(view: viewIndex, depth: depth, tag: .pointInside, flag: inside))
  }

  @inline(__always)
  private func appendBoundsCheck(_ rect: CGRect, contains: Bool, about viewIndex: ObjectIdentifier) {
    let (x, y) = (Double(rect.origin.x), Double(rect.origin.y))
    let numbers = (x, y, Double(rect.size.width), Double(rect.size.height), 0.0, 0.0)
    append(Entry(view: viewIndex, depth: depth, tag: .boundsCheck, flag: contains, numbers: numbers))
  }

  /// Records a ``HitTestTrace/Step/Kind/returned(_:usedDefault:)`` step, or a
  /// ``HitTestTrace/Step/Kind/defaultResult(_:)`` one when `usedDefault` is nil.
  ///
  /// A miss by the default algorithm (a visit, a bounds check, `point(inside:with:)` saying no, the default
  /// result `nil`, then `hitTest(_:with:)` returning that `nil`) is one entry: the steps are followers of the
  /// visit, or of the check, when nothing was recorded between them.
  @inline(never)
  private func appendResult(_ result: View?, usedDefault: Bool?, about viewIndex: ObjectIdentifier) {
    if result == nil {
      if usedDefault == nil {
        if lastEntryFollows(view: viewIndex, depth: depth, followers: .pointInside) {
          lastEntry.followers.insert(.defaultNil)
          return
        }
      } else if usedDefault == true {
        if lastEntryFollows(view: viewIndex, depth: depth, followers: [.pointInside, .defaultNil]) {
          lastEntry.followers.insert(.returnedNil)
          return
        }
      }
    }
    let resultView = result.map { keptAlive($0) }
    append(
      Entry(
        view: viewIndex, result: resultView, depth: depth,
        tag: usedDefault == nil ? .defaultResult : .returned,
        flag: usedDefault ?? false))
  }

  /// Appends a step that is not a visit: the open visit's entry, if any, is no longer the last.
  @inline(__always)
  private func append(_ entry: Entry) {
    appendEntry(entry)
    joinableVisit = nil
  }

  /// Appends `entry`: in place while the memory has room, else through ``changeEntries(_:)``, which grows it.
  @inline(__always)
  private func appendEntry(_ entry: Entry) {
    if storage.hasRoom {
      storage.appendWithinCapacity(entry)
    } else {
      changeEntries { $0.append(entry) }
    }
  }

  /// Changes ``storage`` with `change`, the buffer moved out of the recorder for the change and back after it.
  ///
  /// `swap` neither copies nor frees, so no access to ``storage`` spans the buffer's growth (a call the compiler
  /// cannot see through): it then checks none of them at run time. What is left in `buffer` after the second swap
  /// is the empty buffer, which has nothing to free.
  @inline(__always)
  private func changeEntries(_ change: (inout PlainBuffer<Entry>) -> Void) {
    var buffer = PlainBuffer<Entry>()
    swap(&buffer, &storage)
    change(&buffer)
    swap(&buffer, &storage)
  }

  /// The last entry, which must exist, changed in place (an addressor: the access to ``storage`` calls nothing).
  private var lastEntry: Entry {
    @inline(__always) get { storage[unchecked: storage.count - 1] }
    @inline(__always) set { storage[unchecked: storage.count - 1] = newValue }
  }

  /// Whether the last entry is about `view` at `depth`, has exactly `followers`, and (when given) this tag
  /// and flag: a step about the same view recorded now may then join it as a follower.
  ///
  /// The entry is copied out by the addressor, in an access that ends at once. A method of the noncopyable buffer
  /// called on ``storage`` itself borrows the stored property for the call (an access the compiler left
  /// unproven here), and one such access makes every access to ``storage`` checked at run time.
  @inline(__always)
  private func lastEntryFollows(
    view: ObjectIdentifier, depth: Int32, followers: Entry.Followers, tag: Entry.Tag? = nil, flag: Bool? = nil
  ) -> Bool {
    let count = storage.count
    guard count > 0 else { return false }
    let last = storage[unchecked: count - 1]
    return last.view == view && last.depth == depth && last.followers == followers
      && (tag == nil || last.tag == tag) && (flag == nil || last.flag == flag)
  }

  /// The entry of the innermost open visit when it is `view`'s and the last entry, else `nil`.
  @inline(__always)
  private func joinableVisit(of view: View) -> UnsafeMutablePointer<Entry>? {
    guard let visit = joinableVisit,
      visit.pointee.view == ObjectIdentifier(view)
    else { return nil }
    return visit
  }

  /// The entry of the innermost open visit when it is `view`'s, else `nil`.
  @inline(__always)
  private func openVisitEntry(of view: View) -> Int? {
    guard openVisit >= 0,
      storage[unchecked: Int(openVisit)].view == ObjectIdentifier(view)
    else { return nil }
    return Int(openVisit)
  }

  /// The followers of the entry of the visit at `visit` when it is the last one (nothing was recorded since the
  /// visit began but its followers), else `nil`.
  @inline(__always)
  private func lastEntryFollowers(of visit: Int) -> Entry.Followers? {
    visit == storage.count - 1 ? storage[unchecked: visit].followers : nil
  }

  /// `view` for a step about it: the open visit's view is kept alive already; another is kept alive now.
  @inline(__always)
  private func stepView(_ view: View) -> ObjectIdentifier {
    if openVisitEntry(of: view) != nil { return ObjectIdentifier(view) }
    return keptAlive(view)
  }

  /// `view`, visited from the subview list recorded last, which keeps it alive.
  @inline(__always)
  private func visited(_ view: View) -> ObjectIdentifier {
    let identity = ObjectIdentifier(view)
    lastKeptAlive = identity
    return identity
  }

  /// Changes ``kept`` with `change`, the array moved out of the recorder for the change and back after it.
  ///
  /// `swap` neither copies nor releases, so no access to ``kept`` spans the array's growth (which releases the
  /// old storage, and a release can run any `deinit`): the compiler then checks none of them at run time.
  @inline(__always)
  private func changeKept(_ change: (inout [HitTestTrace.StepLog.KeptAlive]) -> Void) {
    var list: [HitTestTrace.StepLog.KeptAlive] = []
    swap(&list, &kept)
    change(&list)
    swap(&list, &kept)
  }

  /// `view`, retained in ``kept`` unless it is the last view known to be kept alive.
  @inline(__always)
  private func keptAlive(_ view: View) -> ObjectIdentifier {
    let identity = ObjectIdentifier(view)
    if identity != lastKeptAlive {
      changeKept { $0.append(.view(view)) }
      lastKeptAlive = identity
    }
    return identity
  }
}
