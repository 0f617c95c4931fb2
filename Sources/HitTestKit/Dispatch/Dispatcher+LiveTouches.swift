import Foundation

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
