extension Touch {
  /// What made a touch, as UIKit's `UITouch.TouchType`.
  ///
  /// The raw values are UIKit's, so `allowedTouchTypes` lists written as
  /// `[UITouch.TouchType.pencil.rawValue as NSNumber]` mean the same here.
  public enum TouchType: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// A finger on the screen (every synthetic finger).
    case direct = 0
    /// A touch not on the screen, such as a remote's touch surface.
    case indirect = 1
    /// A stylus, such as Apple Pencil (UIKit's `pencil`; `stylus` is its other name).
    case pencil = 2
    /// A pointer: a mouse or trackpad.
    case indirectPointer = 3

    /// UIKit's other name for ``pencil``.
    public static let stylus = TouchType.pencil

    /// The type's name, as UIKit spells the case.
    public var description: String {
      switch self {
      case .direct: "direct"
      case .indirect: "indirect"
      case .pencil: "pencil"
      case .indirectPointer: "indirectPointer"
      }
    }
  }
}
