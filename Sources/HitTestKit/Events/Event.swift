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
  @exclusivity(unchecked) private var storedTimestamp: TimeInterval
  @exclusivity(unchecked) private var storedTouches: Set<Touch>

  /// Collects the steps of a traced hit test; idle when nobody asked for a trace.
  @exclusivity(unchecked) var hitTestRecorder = HitTestRecorder()

  /// Records forwarding up the responder chain; `nil` when the interaction is not traced.
  @exclusivity(unchecked) var interactionRecorder: InteractionRecorder?

  /// Follows the current `touches…` call up the responder chain; `nil` outside a traced delivery.
  @exclusivity(unchecked) var chainRecorder: ResponderChainRecorder?

  /// The touches delivered to each recognizer in this event, in delivery order (a few recognizers: searched in
  /// order). Empty while `wholeOrder` holds them instead.
  @exclusivity(unchecked) private var recognizerTouches: [RecognizerTouches] = []
  /// The usual event, with nothing allocated: the recognizers of its first delivery, each given all its touches
  /// so far, are the first `wholeCount` of `wholeOrder` (the list being delivered, shared). At the first
  /// recognizer given fewer, skipped, or a second delivery, they move to `recognizerTouches` (`isCompact` false).
  @exclusivity(unchecked) private var wholeOrder: [GestureRecognizer] = []
  @exclusivity(unchecked) private var wholeCount = 0
  @exclusivity(unchecked) private var isCompact = true

  /// The touches delivered to one recognizer. A struct, not a tuple: an array of tuples is copied and destroyed
  /// through the runtime's generic tuple witnesses, element by element.
  struct RecognizerTouches {
    let recognizer: ObjectIdentifier
    /// The touches, or `nil` for all the event's touches (the usual case: no set to retain and release).
    let touches: Set<Touch>?
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
  /// later (see ``restart(timestamp:touches:interactionRecorder:)``). Its hit-test recorder is idle: every traced
  /// hit test finishes its recording, and `chainRecorder` is cleared after each delivery.
  func clear() {
    storedTouches = []
    interactionRecorder = nil
    if !recognizerTouches.isEmpty { recognizerTouches.removeAll(keepingCapacity: true) }
    wholeOrder = []
    wholeCount = 0
    isCompact = true
  }

  /// Starts delivering the event to `order`'s recognizers (distinct, in delivery order).
  func beginDelivery(to order: [GestureRecognizer]) {
    if isCompact, wholeCount == 0 {  // nothing recorded yet
      wholeOrder = order
    } else {
      leaveCompactForm(reservingCapacity: order.count)
    }
  }

  /// Records that `recognizer`, the next of the delivery, gets `touches` (`nil` for all the event's touches).
  func noteDelivery(to recognizer: GestureRecognizer, touches: Set<Touch>?) {
    if isCompact, touches == nil, wholeCount < wholeOrder.count, wholeOrder[wholeCount] === recognizer {
      wholeCount += 1
      return
    }
    leaveCompactForm(reservingCapacity: wholeOrder.count)
    recognizerTouches.append(RecognizerTouches(recognizer: ObjectIdentifier(recognizer), touches: touches))
  }

  /// Moves the recognizers recorded in compact form, if any, into `recognizerTouches`, in order.
  private func leaveCompactForm(reservingCapacity capacity: Int) {
    guard isCompact else { return }
    isCompact = false
    recognizerTouches.reserveCapacity(wholeCount + capacity)
    for recognizer in wholeOrder[..<wholeCount] {
      recognizerTouches.append(RecognizerTouches(recognizer: ObjectIdentifier(recognizer), touches: nil))
    }
    wholeOrder = []
    wholeCount = 0
  }

  /// The touches of this event that are delivered to `gestureRecognizer`.
  ///
  /// Optional, as UIKit's signature is; HitTestKit always returns a set, empty when there are none.
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
    if isCompact {
      return wholeOrder[..<wholeCount].contains { $0 === gestureRecognizer } ? allTouches : []
    }
    let identifier = ObjectIdentifier(gestureRecognizer)
    guard let entry = recognizerTouches.last(where: { $0.recognizer == identifier }) else { return [] }
    return entry.touches ?? allTouches
  }

  /// The touches of this event that belong to `view` (whose hit-test view it is).
  ///
  /// Optional, as UIKit's signature is; HitTestKit always returns a set, empty when there are none.
  public func touches(for view: View) -> Set<Touch>? {
    allTouches.filter { $0.view === view }
  }

  /// The touches of this event that belong to `window`.
  ///
  /// Optional, as UIKit's signature is; HitTestKit always returns a set, empty when there are none.
  public func touches(for window: Window) -> Set<Touch>? {
    allTouches.filter { $0.window === window }
  }
}
