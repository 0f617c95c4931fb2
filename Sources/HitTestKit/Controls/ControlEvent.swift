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
  /// Every event.
  public static let allEvents = ControlEvent(rawValue: 0xFFFF_FFFF)

  static let named: [(ControlEvent, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
    (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.editingDidEndOnExit, "editingDidEndOnExit"),
  ]

  /// The name of one event (a set of one), found without walking ``named``; `nil` for any other set.
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

  /// The names of the events in the set, as in traces: `touchDown, touchDownRepeat`.
  public var description: String {
    if rawValue & (rawValue &- 1) == 0, let name = Self.name(ofSingle: self) { return name }
    return ControlEvent.named.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}
