/// One finger on the screen, from touch-down to lift-off, as UIKit's `UITouch`.
///
/// The same object represents the finger for its whole life; the simulation updates it between events.
/// Its ``view`` is fixed by the hit test at touch-down and kept even when the finger leaves that view.
public final class Touch: Hashable {
  /// Where the finger is in its sequence.
  public internal(set) var phase: Phase {
    get { storedPhase }
    set { storedPhase = newValue }
  }
  /// The phase, stored internal so that the compiler sees every access and checks none at run time (a public stored
  /// property of a class is checked at each access; Documentation/Performance.md).
  private var storedPhase: Phase
  /// The moment of the touch's latest change, in seconds on the virtual clock.
  public internal(set) var timestamp: TimeInterval {
    get { storedTimestamp }
    set { storedTimestamp = newValue }
  }
  /// How many quick taps in a row this touch belongs to (1 for a single tap, 2 for the second tap of a
  /// double tap — already at `touchesBegan`).
  public internal(set) var tapCount: Int {
    get { storedTapCount }
    set { storedTapCount = newValue }
  }
  /// The hit-test view at touch-down; kept for the touch's life, even when the finger leaves it.
  ///
  /// `nil` when the hit test found nothing (then no view and no recognizer receives the touch).
  public internal(set) var view: View? {
    get { storedView }
    set {
      // Swapped in, as ``gestureRecognizers``: the old view is released after the access.
      var view = newValue
      swap(&view, &storedView)
    }
  }
  /// The window the touch belongs to, fixed at touch-down.
  public internal(set) var window: Window? {
    get { storedWindow }
    set {
      var window = newValue
      swap(&window, &storedWindow)
    }
  }
  /// The time, tap count, view and window, stored private as the phase is, so that no access is checked at run time
  /// (the dispatcher, the recognizers and the controls read them several times in each event).
  private var storedTimestamp: TimeInterval
  private var storedTapCount: Int
  private var storedView: View?
  private var storedWindow: Window?
  /// The gesture recognizers bound to the touch at touch-down: the hit view's first, then each
  /// ancestor's, the window's last — those whose delegate agreed to receive it.
  public internal(set) var gestureRecognizers: [GestureRecognizer] {
    get { boundRecognizers }
    set {
      // Swapped in, so that the old list is released after the access, which then spans no release.
      var list = newValue
      swap(&list, &boundRecognizers)
    }
  }
  /// The bound recognizers, stored internal and written only by a swap, so that no access is checked at run time.
  private var boundRecognizers: [GestureRecognizer] = []
  /// The synthetic finger this touch belongs to.
  public let finger: Finger
  /// How the touch's phases reach its view (held, taken by a recognizer, blocked, delivered).
  var delivery = ViewDelivery()
  /// The location in window coordinates.
  var windowLocation: CGPoint
  /// The location at the previous event, in window coordinates.
  var previousWindowLocation: CGPoint
  /// Where the finger touched down, in window coordinates.
  ///
  /// A HitTestKit addition (UIKit's touch keeps only its current and previous locations): how far a finger has
  /// moved since it landed, as a scroll view's content-touch delay measures it.
  public let firstWindowLocation: CGPoint
  /// The stylus's latest reading when the touch is a stylus's (its location is ``windowLocation``'s), else `nil`.
  var stylus: StylusSample?
  /// The samples gathered since the previous event, oldest first, ending with this touch, when input gave more
  /// than one (see ``Event/coalescedTouches(for:)``); `nil` for the one sample of most events.
  var coalescedSamples: [Touch]?
  /// Where the stylus is predicted to go, when input said (see ``Event/predictedTouches(for:)``).
  var predictedSamples: [Touch]?
  /// The controls tracking this touch, in the order they began (usually none or one): a control may track a touch
  /// that began on one of its subviews and reached it through the responder chain.
  private(set) var trackingControls: [Control] = []

  init(finger: Finger, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
    self.finger = finger
    self.storedPhase = .began
    self.windowLocation = location
    self.previousWindowLocation = location
    self.firstWindowLocation = location
    self.storedTimestamp = timestamp
    self.storedTapCount = tapCount
  }

  // The controls tracking the touch refer to it without owning it: they forget it now, as a weak reference would.
  deinit {
    for control in trackingControls { control.trackedTouchWentAway() }
  }

  /// Lists `control` among the controls tracking this touch; it leaves with ``removeTrackingControl(_:)``.
  func addTrackingControl(_ control: Control) {
    changeTrackingControls { $0.append(control) }
  }

  /// Drops `control` from the controls tracking this touch.
  func removeTrackingControl(_ control: Control) {
    changeTrackingControls { $0.removeAll { $0 === control } }
  }

  /// Changes ``trackingControls`` by moving the list out and back, so that no access to the stored list spans a call
  /// and none is checked at run time.
  private func changeTrackingControls(_ change: (inout [Control]) -> Void) {
    var controls: [Control] = []
    swap(&controls, &trackingControls)
    defer { swap(&controls, &trackingControls) }
    change(&controls)
  }

  /// Whether the finger is still down (began, moved or stationary).
  public var isDown: Bool { phase == .began || phase == .moved || phase == .stationary }

  /// The touch's current location in `view`'s coordinates, or in window coordinates for `nil`.
  ///
  /// - Parameter view: The view whose bounds coordinates to use; `nil` for window coordinates.
  /// - Returns: The touch's location in `view`'s coordinates.
  public func location(in view: View?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  /// The location at the previous event for this touch (equal to the current one at `.began`).
  ///
  /// - Parameter view: The view whose bounds coordinates to use; `nil` for window coordinates.
  /// - Returns: The previous location in `view`'s coordinates.
  public func previousLocation(in view: View?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }

  /// Touches are equal only to themselves: identity is one finger's life.
  ///
  /// - Parameters:
  ///   - lhs: A touch.
  ///   - rhs: Another touch.
  /// - Returns: `true` if the two are the same touch object.
  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

  /// Hashes the touch's identity.
  ///
  /// - Parameter hasher: The hasher to feed the identity into.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Touch {
  /// The phases of a touch, as UIKit's `UITouch.Phase`.
  public enum Phase: String, Sendable, CustomStringConvertible {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move while another finger in the same event changed.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch (an incoming call, a recognizer taking it).
    case cancelled

    /// The phase's name, as in traces.
    public var description: String { rawValue }
  }
}

extension Touch {
  /// The longest pause between one tap's lift-off and the next touch-down for taps to count in a row: the tap
  /// recognizer's ``TapGestureRecognizer/maximumTapInterval``.
  ///
  /// Apple documents only "a predefined period"; UIKit's tap recognizer interval (reference §3.8, §6.3) is used
  /// here for `tapCount` as well.
  public static let maximumTapInterval: TimeInterval = TapGestureRecognizer.maximumTapInterval

  /// The farthest the next tap may land from the previous one for taps to count in a row: the tap recognizer's
  /// ``TapGestureRecognizer/allowableMovement``.
  ///
  /// UIKit's tap recognizer allowable movement (reference §6.3); Apple does not document `tapCount`'s own.
  public static let maximumTapDistance: CGFloat = TapGestureRecognizer.allowableMovement
}
