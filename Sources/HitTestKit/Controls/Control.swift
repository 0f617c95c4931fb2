/// A view that turns touches into control events and actions, as UIKit's `UIControl`.
///
/// The tracking sequence is UIKit's: at touch-down ``beginTracking(_:with:)`` decides whether the control
/// tracks the touch; if so it highlights and sends `touchDown` (and `touchDownRepeat` for a tap count of 2
/// or more). Each move calls ``continueTracking(_:with:)``, sends `touchDragEnter`/`touchDragExit` when the
/// finger crosses the tracking area's edge, then `touchDragInside`/`touchDragOutside`. Lift-off calls
/// ``endTracking(_:with:)`` and sends `touchUpInside` or `touchUpOutside`; a cancelled touch calls
/// ``cancelTracking(with:)`` and sends `touchCancel`. The tracking area is the bounds grown by
/// ``trackingSlop`` on every side (or wherever `point(inside:with:)` says yes).
///
/// A control that is not tracking (disabled, or `beginTracking` said no) passes its touches up the
/// responder chain. A disabled control does not hit-test at all: touches fall through to what is behind
/// it, or to its superview (whose recognizers may then fire).
open class Control: View {
  /// How far beyond each edge of the bounds a tracked finger still counts as inside: 70 pt.
  ///
  /// UIKit's value is private; 70 pt is the widely observed figure (reference §7.7, a measured community
  /// number, not documented). Lifting 50 pt outside a button therefore still sends `touchUpInside`.
  public static let trackingSlop: CGFloat = 70

  /// Whether the control responds to touches; a disabled control does not hit-test (it is see-through).
  ///
  /// Open, as in UIKit, so that a subclass can restyle itself (`override var isEnabled: Bool { didSet { … } }`).
  open var isEnabled = true {
    didSet {
      if !isEnabled, isTracking { stopTracking(sending: .touchCancel, event: nil) }
    }
  }
  /// Whether the control is drawn highlighted (a tracked finger inside it); open, as in UIKit, so a subclass can
  /// override it to restyle itself (call `super`, or keep the value, so tracking still reads it).
  open var isHighlighted = false
  /// Whether the control is selected (an app-managed flag, as in UIKit); open, as in UIKit, so a subclass can
  /// override it to restyle itself.
  open var isSelected = false
  /// Whether the control is tracking a touch now.
  public private(set) var isTracking: Bool {
    get { storedIsTracking }
    set { storedIsTracking = newValue }
  }
  /// Whether the tracked finger is inside the tracking area (the bounds plus the slop).
  public private(set) var isTouchInside: Bool {
    get { storedIsTouchInside }
    set { storedIsTouchInside = newValue }
  }
  /// ``isTracking`` and ``isTouchInside``, stored private so that no access is checked at run time (a public stored
  /// property of a class is checked at each access).
  private var storedIsTracking = false
  private var storedIsTouchInside = false

  // Not owned, as UIKit asks of anyone keeping a touch: the touch keeps the controls tracking it
  // (`Touch.trackingControls`), and tells them as it goes away (`Touch.deinit`), so this reads `nil` from then on, as
  // a weak reference would. Unowned (safe) rather than weak: a weak reference gave every tracked touch a side table,
  // and made each of its many retains take the slow path (`Documentation/Performance.md`).
  /// The touch being tracked; `nil` once it stopped, or once the touch is gone.
  private var trackedTouch: Touch? {
    get { storedTrackedTouch.touch }
    set {
      // Swapped in, so that the old reference is let go after the access: no access is checked at run time.
      var reference = UnownedTouch(touch: newValue)
      swap(&reference, &storedTrackedTouch)
    }
  }
  private var storedTrackedTouch = UnownedTouch(touch: nil)

  /// A reference to a touch that does not own it, as a value that a swap moves whole.
  private struct UnownedTouch {
    /// The touch; unowned (safe), cleared by the touch's deinit.
    unowned(safe) var touch: Touch?
  }

  /// The tracked touch is going away (its deinit): the control no longer refers to it.
  func trackedTouchWentAway() {
    trackedTouch = nil
  }
  /// The handlers and target–actions, in the order they were added (see `Control+TargetAction.swift`).
  var actions: [ControlAction] = []

  /// The events that count as the control's primary action; `primaryActionTriggered` follows them.
  ///
  /// Empty for a plain control (UIKit's `UIControl` never sends `primaryActionTriggered`); a ``Button``
  /// returns `touchUpInside`.
  open var primaryActionEvents: ControlEvent { [] }

  /// Adds a handler called for each of `events`, in the order handlers were added.
  ///
  /// - Parameters:
  ///   - events: The control events that call the handler, as in `addTarget(_:action:for:)`.
  ///   - handler: The closure called with the control when one of `events` is sent.
  public func addAction(for events: ControlEvent, _ handler: @escaping (Control) -> Void) {
    actions.append(ControlAction(events: events) { control, _ in handler(control) })
  }

  /// Removes every handler for the given events.
  ///
  /// - Parameter events: The control events whose handlers are removed.
  public func removeActions(for events: ControlEvent) {
    actions.removeAll { !$0.events.isDisjoint(with: events) }
  }

  /// Sends `events` to their handlers now, as UIKit's `sendActions(for:)`; traced when in an application.
  ///
  /// - Parameter events: The control events to send.
  public func sendActions(for events: ControlEvent) {
    sendActions(for: events, event: nil)
  }

  // MARK: Tracking (override in subclasses)

  /// Whether to track a touch that began in the control (default true).
  ///
  /// - Parameters:
  ///   - touch: The touch the control tracks, as the `UITouch` UIKit passes.
  ///   - event: The event of the touch, or `nil`.
  /// - Returns: `true` to track the touch; `false` to ignore it.
  @discardableResult
  open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
  /// Whether to keep tracking after a move (default true); false ends tracking without an up event.
  ///
  /// - Parameters:
  ///   - touch: The touch the control tracks, as the `UITouch` UIKit passes.
  ///   - event: The event of the touch, or `nil`.
  /// - Returns: `true` to keep tracking; `false` to stop without an up event.
  @discardableResult
  open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
  /// Called when the tracked finger lifts, before the up event is sent.
  ///
  /// - Parameters:
  ///   - touch: The tracked touch, or `nil` when UIKit has none to pass.
  ///   - event: The event of the touch, or `nil`.
  open func endTracking(_ touch: Touch?, with event: Event?) {}
  /// Called when the tracked touch is cancelled, before `touchCancel` is sent.
  ///
  /// - Parameter event: The event of the touch, or `nil`.
  open func cancelTracking(with event: Event?) {}

  // MARK: Hit testing and touches

  /// Returns `nil` when the control is disabled (UIKit's rule, traced), else the default hit test.
  ///
  /// - Parameters:
  ///   - point: A point in the control's bounds coordinates.
  ///   - event: The event that caused the hit test, or `nil`.
  /// - Returns: `nil` when the control is disabled, else the view the default hit test finds.
  open override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard isEnabled else {
      event?.recordSkippedHitTest(of: self, at: point, because: .disabledControl)
      return nil
    }
    return super.hitTest(point, with: event)
  }

  /// Starts tracking the first touch (the lowest finger) when enabled and ``beginTracking(_:with:)`` agrees,
  /// and passes the other touches on; passes them all on when it does not track.
  ///
  /// - Parameters:
  ///   - touches: The touches that began, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard trackedTouch == nil, isEnabled, let touch = touches.min(by: { $0.finger < $1.finger }),
      beginTracking(touch, with: event)
    else {
      super.touchesBegan(touches, with: event)
      return
    }
    track(touch)
    isTracking = true
    isTouchInside = true
    isHighlighted = true
    sendActions(for: touch.tapCount >= 2 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
    if let others = touches.excluding(touch) { super.touchesBegan(others, with: event) }
  }

  /// Sends drag events for the tracked touch; passes other touches on.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = trackedTouch, touches.contains(touch) else {
      super.touchesMoved(touches, with: event)
      return
    }
    if let others = touches.excluding(touch) { super.touchesMoved(others, with: event) }
    guard continueTracking(touch, with: event) else {
      isTracking = false
      isHighlighted = false
      track(nil)
      return
    }
    let inside = isInsideTrackingArea(touch)
    let crossed = inside != isTouchInside
    isTouchInside = inside
    isHighlighted = inside
    // Enter/exit goes out on its own, before the drag event: one set would be sent in bit order, which
    // puts touchDragOutside (1 << 3) before touchDragExit (1 << 5).
    if crossed { sendActions(for: inside ? .touchDragEnter : .touchDragExit, event: event) }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside, event: event)
  }

  /// Ends tracking with `touchUpInside` or `touchUpOutside`; passes other touches on.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = trackedTouch, touches.contains(touch) else {
      super.touchesEnded(touches, with: event)
      return
    }
    if let others = touches.excluding(touch) { super.touchesEnded(others, with: event) }
    let inside = isInsideTrackingArea(touch)
    if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, event: event) }
    isTouchInside = inside
    endTracking(touch, with: event)
    var events: ControlEvent = inside ? .touchUpInside : .touchUpOutside
    if inside, !primaryActionEvents.isDisjoint(with: .touchUpInside) {
      events.insert(.primaryActionTriggered)
    }
    stopTracking(sending: events, event: event)
  }

  /// Cancels tracking with `touchCancel`; passes other touches on.
  ///
  /// - Parameters:
  ///   - touches: The touches that were cancelled, as the `UITouch` objects of this call.
  ///   - event: The event the touches belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = trackedTouch, touches.contains(touch) else {
      super.touchesCancelled(touches, with: event)
      return
    }
    if let others = touches.excluding(touch) { super.touchesCancelled(others, with: event) }
    cancelTracking(with: event)
    stopTracking(sending: .touchCancel, event: event)
  }

  /// Cancels tracking because the control left the window of its tracked touch: ``cancelTracking(with:)``, then
  /// `touchCancel`; the control is no longer tracking or highlighted (UIKit's rule, reference 7.9).
  ///
  /// Its touch keeps being delivered to it afterwards, and passes up the responder chain.
  ///
  /// - Parameter application: The application the control was in, whose trace records it (the control is in no
  ///   window any more).
  func cancelTrackingOnLeavingWindow(of application: Application) {
    guard isTracking, let touch = trackedTouch else { return }
    application.record(.control(control: TracedObject(self), .leftWindowWhileTracking(touch.finger)))
    cancelTracking(with: nil)
    isTouchInside = false
    stopTracking(sending: .touchCancel, event: nil, application: application)
  }

  /// Tracks `touch` (`nil`: none), keeping the touches' lists of tracking controls in step.
  private func track(_ touch: Touch?) {
    trackedTouch?.removeTrackingControl(self)
    trackedTouch = touch
    touch?.addTrackingControl(self)
  }

  /// Whether the touch is in the tracking area: the bounds grown by ``trackingSlop``, or `point(inside:)`.
  func isInsideTrackingArea(_ touch: Touch) -> Bool {
    let point = touch.location(in: self)
    let slop = -Control.trackingSlop
    return bounds.insetBy(dx: slop, dy: slop).halfOpenContains(point) || self.point(inside: point, with: nil)
  }

  private func stopTracking(sending events: ControlEvent, event: Event?, application: Application? = nil) {
    isTracking = false
    isHighlighted = false
    track(nil)
    sendActions(for: events, event: event, application: application)
  }

  /// Sends `events`, recorded in the event's trace (``Event/record(_:)``); without an event, in `application`'s,
  /// else in the trace of the control's window's application (``Application/record(_:)``).
  private func sendActions(for events: ControlEvent, event: Event?, application: Application? = nil) {
    if let event {
      event.record(.controlEvents(control: TracedObject(self), events: events))
    } else {
      (application ?? window?.application)?.record(
        .controlEvents(control: TracedObject(self), events: events))
    }
    guard !actions.isEmpty else { return }
    for single in events.singleEvents {
      for action in actions where action.events.contains(single) { action.handler(self, event) }
    }
  }
}

extension Set<Touch> {
  /// The touches other than `touch`, or `nil` when there are none (the common case builds no set).
  fileprivate func excluding(_ touch: Touch) -> Set<Touch>? {
    guard count > 1 else { return nil }
    var others = self
    others.remove(touch)
    return others
  }
}

/// The events a control sends to its actions, with UIKit's bit values (`UIControl.Event`).
///
/// HitTestKit names it `ControlEvent` rather than nesting it as `Control.Event`: a nested `Event` would
/// shadow the touch ``Event`` inside every `Control` subclass, so `touchesBegan(_:with event: Event?)`
/// overrides there would no longer compile.
public struct ControlEvent: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt
  /// Creates a set of events from its bits.
  ///
  /// - Parameter rawValue: The bits of the events, as `UIControl.Event.rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// A finger touched down in the control.
  public static let touchDown = ControlEvent(rawValue: 1 << 0)
  /// A repeated touch-down (the touch's `tapCount` is 2 or more), sent after `touchDown`.
  public static let touchDownRepeat = ControlEvent(rawValue: 1 << 1)
  /// The finger moved and is inside the control's tracking area.
  public static let touchDragInside = ControlEvent(rawValue: 1 << 2)
  /// The finger moved and is outside the control's tracking area.
  public static let touchDragOutside = ControlEvent(rawValue: 1 << 3)
  /// The finger moved from outside the tracking area to inside.
  public static let touchDragEnter = ControlEvent(rawValue: 1 << 4)
  /// The finger moved from inside the tracking area to outside.
  public static let touchDragExit = ControlEvent(rawValue: 1 << 5)
  /// The finger lifted inside the tracking area: a button's tap.
  public static let touchUpInside = ControlEvent(rawValue: 1 << 6)
  /// The finger lifted outside the tracking area.
  public static let touchUpOutside = ControlEvent(rawValue: 1 << 7)
  /// The system cancelled the touch (a recognizer or a scroll view took it).
  public static let touchCancel = ControlEvent(rawValue: 1 << 8)
  /// The control's value changed (sent by value controls, never by `Control` itself).
  public static let valueChanged = ControlEvent(rawValue: 1 << 12)
  /// The control's primary action fired (a button: right after `touchUpInside`).
  public static let primaryActionTriggered = ControlEvent(rawValue: 1 << 13)
  /// A text field began editing: it became first responder (UIKit's bit 16).
  public static let editingDidBegin = ControlEvent(rawValue: 1 << 16)
  /// A text field's text changed by typing (`insertText`, `deleteBackward`), never by setting `text` (bit 17).
  public static let editingChanged = ControlEvent(rawValue: 1 << 17)
  /// A text field ended editing: it resigned first responder (bit 18).
  public static let editingDidEnd = ControlEvent(rawValue: 1 << 18)
  /// The return key ended editing in a text field (bit 19); the field resigns if an action is added for it.
  public static let editingDidEndOnExit = ControlEvent(rawValue: 1 << 19)
  /// Every editing event (bits 16–19).
  public static let allEditingEvents = ControlEvent(rawValue: 0x000F_0000)
  /// Every touch event (bits 0–11).
  public static let allTouchEvents = ControlEvent(rawValue: 0x0FFF)
  /// The events an app may define for itself (bits 24–27), as UIKit's `applicationReserved`: a control sends one
  /// with ``Control/sendActions(for:)`` to the actions added for it, as it sends UIKit's own.
  public static let applicationReserved = ControlEvent(rawValue: 0x0F00_0000)
  /// The events UIKit keeps for itself (bits 28–31), as UIKit's `systemReserved`.
  public static let systemReserved = ControlEvent(rawValue: 0xF000_0000)
  /// Every event.
  public static let allEvents = ControlEvent(rawValue: 0xFFFF_FFFF)

  /// UIKit's name of one event (one bit); `nil` for a bit UIKit does not name (a reserved one).
  private static func name(ofSingle event: ControlEvent) -> String? {
    switch event {
    case .touchDown: "touchDown"
    case .touchDownRepeat: "touchDownRepeat"
    case .touchDragInside: "touchDragInside"
    case .touchDragOutside: "touchDragOutside"
    case .touchDragEnter: "touchDragEnter"
    case .touchDragExit: "touchDragExit"
    case .touchUpInside: "touchUpInside"
    case .touchUpOutside: "touchUpOutside"
    case .touchCancel: "touchCancel"
    case .valueChanged: "valueChanged"
    case .primaryActionTriggered: "primaryActionTriggered"
    case .editingDidBegin: "editingDidBegin"
    case .editingChanged: "editingChanged"
    case .editingDidEnd: "editingDidEnd"
    case .editingDidEndOnExit: "editingDidEndOnExit"
    default: nil
    }
  }

  /// The names of the events in the set, as in traces: `touchDown, touchDownRepeat`; a bit UIKit does not name
  /// (an application- or system-reserved one) as its value in hexadecimal, `0x1000000`.
  public var description: String {
    let names = singleEvents.map { Self.name(ofSingle: $0) ?? "0x" + String($0.rawValue, radix: 16) }
    return names.joined(separator: ", ")
  }

  /// The single events of this set, one bit each, in the order of their bits: the order a control sends them in.
  var singleEvents: SingleEvents { SingleEvents(remaining: rawValue) }

  /// The single events of a set, lowest bit first, made as they are read (no array).
  struct SingleEvents: Sequence, IteratorProtocol {
    /// The bits not read yet.
    var remaining: UInt

    mutating func next() -> ControlEvent? {
      guard remaining != 0 else { return nil }
      let bit = UInt(1) << remaining.trailingZeroBitCount
      remaining &= ~bit
      return ControlEvent(rawValue: bit)
    }
  }
}
