import Foundation

/// The kinds of touch a recognizer listens to, as UIKit's `allowedTouchTypes`.
extension GestureRecognizer {
  /// The touch types the recognizer receives, as the raw values of ``Touch/TouchType``, as UIKit's
  /// `allowedTouchTypes` (`[NSNumber]`); every type by default.
  ///
  /// A touch of a type not listed is not bound to the recognizer at touch-down: it never sees it, as in UIKit.
  /// Numbers that name no touch type are ignored.
  public var allowedTouchTypes: [NSNumber] {
    get { Touch.TouchType.allCases.filter(allowsTouchType).map { NSNumber(value: $0.rawValue) } }
    set {
      let types = newValue.compactMap { Touch.TouchType(rawValue: $0.intValue) }
      allowedTouchTypeMask = types.reduce(0) { $0 | Self.maskBit(of: $1) }
    }
  }

  /// Whether the recognizer receives touches of `type` (``allowedTouchTypes``).
  func allowsTouchType(_ type: Touch.TouchType) -> Bool {
    allowedTouchTypeMask & Self.maskBit(of: type) != 0
  }

  /// The bit of `type` in ``allowedTouchTypeMask``.
  static func maskBit(of type: Touch.TouchType) -> UInt8 { 1 << UInt8(type.rawValue) }

}
