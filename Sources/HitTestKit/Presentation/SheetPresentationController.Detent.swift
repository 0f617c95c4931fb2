import Foundation

extension SheetPresentationController {
  /// A height at which a sheet rests, as UIKit's `UISheetPresentationController.Detent`.
  ///
  /// ```swift
  /// sheet.detents = [.medium(), .large()]   // rests at half the window's height, or almost all of it
  /// ```
  public struct Detent: Equatable, Sendable {
    /// The detent's name, as ``SheetPresentationController/selectedDetentIdentifier`` refers to it.
    public let identifier: Identifier

    /// A sheet about half the window's height, as UIKit's `.medium()`.
    ///
    /// Apple: "approximately half the height of the screen"; HitTestKit takes exactly
    /// ``SheetPresentationController/mediumDetentFraction`` of the window's height.
    ///
    /// - Returns: The medium detent.
    public static func medium() -> Detent { Detent(identifier: .medium) }

    /// A sheet at full height, as UIKit's `.large()`: the window's height less
    /// ``SheetPresentationController/largeDetentTopInset``.
    ///
    /// - Returns: The large detent.
    public static func large() -> Detent { Detent(identifier: .large) }

    /// The sheet's height at this detent in a window `windowHeight` points tall.
    ///
    /// - Parameter windowHeight: The height of the window the sheet is in.
    /// - Returns: The sheet's height.
    public func height(inWindowOfHeight windowHeight: CGFloat) -> CGFloat {
      switch identifier {
      case .medium: (windowHeight * SheetPresentationController.mediumDetentFraction).rounded()
      default: max(windowHeight - SheetPresentationController.largeDetentTopInset, 0)
      }
    }

    /// A detent's name, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
      /// The name.
      public let rawValue: String

      /// A detent name.
      ///
      /// - Parameter rawValue: The name.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// The medium detent's name.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's name.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")

      /// `medium`, `large`, or the raw name of another detent.
      public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        default: rawValue
        }
      }
    }
  }
}
