/// A set of touches delivered together at one moment, as UIKit's `UIEvent`.
///
/// One event is made per step of the simulation (fingers going down, moving, lifting) and dispatched
/// whole: recognizers first, then views. Do not keep an event after the call that received it.
public final class Event {
  /// The moment of the event on the simulation's virtual clock, in seconds since the clock started.
  public let timestamp: TimeInterval

  /// Every touch in the event, whatever its view, phase or window.
  public let allTouches: Set<Touch>

  /// Collects the steps of a traced hit test; idle when nobody asked for a trace.
  @exclusivity(unchecked) var hitTestRecorder = HitTestRecorder()

  /// Records forwarding up the responder chain; `nil` when the interaction is not traced.
  @exclusivity(unchecked) var interactionRecorder: InteractionRecorder?

  /// Follows the current `touches…` call up the responder chain; `nil` outside a traced delivery.
  @exclusivity(unchecked) var chainRecorder: ResponderChainRecorder?

  /// The touches being delivered to each recognizer in this event (a few recognizers: searched in order).
  @exclusivity(unchecked) var recognizerTouches: [RecognizerTouches] = []

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
    self.timestamp = timestamp
    self.allTouches = touches
    self.interactionRecorder = interactionRecorder
  }

  /// The touches of this event that are delivered to `gestureRecognizer`.
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch> {
    let identifier = ObjectIdentifier(gestureRecognizer)
    guard let entry = recognizerTouches.last(where: { $0.recognizer == identifier }) else { return [] }
    return entry.touches ?? allTouches
  }

  /// The touches of this event that belong to `view` (whose hit-test view it is).
  public func touches(for view: View) -> Set<Touch> {
    allTouches.filter { $0.view === view }
  }

  /// The touches of this event that belong to `window`.
  public func touches(for window: Window) -> Set<Touch> {
    allTouches.filter { $0.window === window }
  }
}
