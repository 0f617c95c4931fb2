extension Control {
  /// The states a control is drawn in, as UIKit's `UIControl.State`, with UIKit's bit values.
  ///
  /// A control's ``Control/state`` is made from its flags: `.highlighted` while a tracked finger is inside,
  /// `.disabled` when it is not enabled, `.selected` when selected; `.normal` (no bits) otherwise.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a set of states from its bits.
    ///
    /// - Parameter rawValue: The bits of the states, as `UIControl.State.rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No other state: enabled, not highlighted, not selected.
    public static let normal = State([])
    /// A tracked finger is inside (``Control/isHighlighted``).
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is not enabled (``Control/isEnabled`` is false).
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected (``Control/isSelected``).
    public static let selected = State(rawValue: 1 << 2)
    /// The control has focus; HitTestKit models no focus, so no control is ever in this state.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The control's state, made from ``isHighlighted``, ``isEnabled`` and ``isSelected`` (UIKit's `state`).
  public var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
}
