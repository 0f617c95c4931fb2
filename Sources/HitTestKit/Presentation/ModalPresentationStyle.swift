/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle` (with its raw values).
///
/// HitTestKit shows two of UIKit's looks, as an iPhone in portrait (compact width) does: a page sheet (a card
/// from the bottom, with a dimming view behind it, ``SheetPresentationController``) and a full-screen cover. The
/// other styles adapt to one of them, as UIKit adapts them in compact width (``resolved``). Custom presentations
/// (`.custom`, transition animators) are out of scope.
public enum ModalPresentationStyle: Int, Sendable {
  /// A cover that fills the window; the presenting controller's view leaves the window once it is covered.
  case fullScreen = 0
  /// A sheet from the bottom at its detents, with a dimming view behind it (the default since iOS 13).
  case pageSheet = 1
  /// A sheet; in compact width it is a page sheet.
  case formSheet = 2
  /// A cover of the presenting context; here, of the window (a full-screen cover).
  case currentContext = 3
  /// A custom presentation: out of scope (presenting with it stops with a message).
  case custom = 4
  /// A cover that fills the window and leaves the presenting view in place behind it.
  case overFullScreen = 5
  /// A cover of the presenting context that leaves the views behind it; here, `.overFullScreen`.
  case overCurrentContext = 6
  /// A popover; in compact width it adapts to a page sheet.
  case popover = 7
  /// No adaptation: UIKit's value for adaptive delegates only; presenting with it stops with a message.
  case none = -1
  /// The system's choice: a page sheet, as UIKit chooses for most controllers since iOS 13.
  case automatic = -2

  /// The look this style takes in HitTestKit: `.pageSheet`, `.fullScreen` or `.overFullScreen`.
  ///
  /// - Precondition: The style is not `.custom` or `.none` (UIKit raises for `.none`; custom presentations are out
  ///   of scope).
  public var resolved: ModalPresentationStyle {
    switch self {
    case .pageSheet, .formSheet, .popover, .automatic: return .pageSheet
    case .fullScreen, .currentContext: return .fullScreen
    case .overFullScreen, .overCurrentContext: return .overFullScreen
    case .custom:
      fatalError(
        "modalPresentationStyle .custom: custom presentations (transition animators) are out of scope")
    case .none:
      fatalError(
        "modalPresentationStyle .none is only an adaptive delegate's answer; present with another style")
    }
  }
}
