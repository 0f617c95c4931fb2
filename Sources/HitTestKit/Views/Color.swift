import Foundation

/// A colour, as UIKit's `UIColor`: red, green, blue and alpha components in the extended sRGB space.
///
/// HitTestKit draws nothing on a device, so a colour is a stored value: views and layers keep the colours UIKit
/// code gives them (``View/backgroundColor``, ``View/tintColor``, ``Layer/borderColor``), and scene pictures
/// draw the background and border colours (``ScenePicture``). No colour changes a hit test: a view with a clear background still takes touches, as in UIKit.
///
/// The system colours are their light-appearance values from Apple's Human Interface Guidelines ("Color",
/// system colors for iOS); dark mode and dynamic colours are not modelled.
public final class Color: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 to 1 (outside that range for extended colours).
  public let red: CGFloat
  /// The green component.
  public let green: CGFloat
  /// The blue component.
  public let blue: CGFloat
  /// The opacity, 0 (clear) to 1 (opaque).
  public let alpha: CGFloat

  /// A colour of the given components, as UIKit's `init(red:green:blue:alpha:)`.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity; clamped to 0...1 (a NaN alpha is 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
  }

  /// A grey of brightness `white`, as UIKit's `init(white:alpha:)`.
  ///
  /// - Parameters:
  ///   - white: The brightness, 0 (black) to 1 (white).
  ///   - alpha: The opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour of hue, saturation and brightness, each 0 to 1, as UIKit's `init(hue:saturation:brightness:alpha:)`.
  ///
  /// - Parameters:
  ///   - hue: The hue, 0 to 1 around the colour wheel (red at 0).
  ///   - saturation: The saturation.
  ///   - brightness: The brightness.
  ///   - alpha: The opacity.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// A colour from a Display P3 triple, as UIKit's `init(displayP3Red:green:blue:alpha:)`; kept as given (the
  /// gamut difference changes no touch).
  ///
  /// - Parameters:
  ///   - displayP3Red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour a layer holds, as UIKit's `init(cgColor:)`.
  ///
  /// - Parameter cgColor: A layer's colour.
  public convenience init(cgColor: CGColor) {
    #if canImport(CoreGraphics)
      let components = cgColor.components ?? [0, 0, 0, 1]
      let rgb = components.count >= 3 ? components : [components[0], components[0], components[0]]
      self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: cgColor.alpha)
    #else
      self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    #endif
  }

  /// `nil`: there are no asset catalogs here, as UIKit's `init(named:)` answers for a name it does not know.
  ///
  /// - Parameter name: The colour's name in an asset catalog.
  public convenience init?(named name: String) {
    return nil
  }

  /// The same colour with opacity `alpha`, as UIKit's `withAlphaComponent(_:)`.
  ///
  /// - Parameter alpha: The new opacity.
  /// - Returns: The colour at that opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Two colours are equal when their four components are.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// Hashes the four components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// `rgba(0.0, 0.478, 1.0, 1.0)`.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

#if canImport(CoreGraphics)
  import CoreGraphics

  extension Color {
    /// The colour for Core Graphics and layers (``Layer/borderColor``).
    public var cgColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }
  }
#else
  /// Core Graphics' colour type, which layers take (`layer.borderColor = UIColor.red.cgColor`): ``Color`` itself
  /// where there is no Core Graphics.
  public typealias CGColor = Color

  extension Color {
    /// The colour for Core Graphics and layers (``Layer/borderColor``): the colour itself here.
    public var cgColor: CGColor { self }
  }
#endif

extension Color {
  /// A colour of 0–255 components, for the system colours' published values.
  private convenience init(_ red: Int, _ green: Int, _ blue: Int) {
    self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
  }

  /// Black.
  public static let black = Color(white: 0, alpha: 1)
  /// A dark grey (one third white).
  public static let darkGray = Color(white: 1 / 3, alpha: 1)
  /// A light grey (two thirds white).
  public static let lightGray = Color(white: 2 / 3, alpha: 1)
  /// White.
  public static let white = Color(white: 1, alpha: 1)
  /// A half grey.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent: a view of this background still takes touches.
  public static let clear = Color(white: 0, alpha: 0)

  /// The system red (255, 59, 48).
  public static let systemRed = Color(255, 59, 48)
  /// The system green (52, 199, 89).
  public static let systemGreen = Color(52, 199, 89)
  /// The system blue (0, 122, 255): UIKit's default tint.
  public static let systemBlue = Color(0, 122, 255)
  /// The system orange (255, 149, 0).
  public static let systemOrange = Color(255, 149, 0)
  /// The system yellow (255, 204, 0).
  public static let systemYellow = Color(255, 204, 0)
  /// The system pink (255, 45, 85).
  public static let systemPink = Color(255, 45, 85)
  /// The system purple (175, 82, 222).
  public static let systemPurple = Color(175, 82, 222)
  /// The system teal (48, 176, 199).
  public static let systemTeal = Color(48, 176, 199)
  /// The system indigo (88, 86, 214).
  public static let systemIndigo = Color(88, 86, 214)
  /// The system grey (142, 142, 147).
  public static let systemGray = Color(142, 142, 147)
  /// The second system grey (174, 174, 178).
  public static let systemGray2 = Color(174, 174, 178)
  /// The third system grey (199, 199, 204).
  public static let systemGray3 = Color(199, 199, 204)
  /// The fourth system grey (209, 209, 214).
  public static let systemGray4 = Color(209, 209, 214)
  /// The fifth system grey (229, 229, 234).
  public static let systemGray5 = Color(229, 229, 234)
  /// The sixth system grey (242, 242, 247).
  public static let systemGray6 = Color(242, 242, 247)
  /// The primary text colour: black.
  public static let label = Color.black
  /// Secondary text: (60, 60, 67) at 60% opacity.
  public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  /// Tertiary text: (60, 60, 67) at 30% opacity.
  public static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// The background of a screen: white.
  public static let systemBackground = Color.white
  /// The background of content on a screen: (242, 242, 247).
  public static let secondarySystemBackground = Color(242, 242, 247)
  /// The background of content within content: white.
  public static let tertiarySystemBackground = Color.white
  /// The background of a grouped list: (242, 242, 247).
  public static let systemGroupedBackground = Color(242, 242, 247)
  /// The background of a grouped list's rows: white.
  public static let secondarySystemGroupedBackground = Color.white
  /// A separator line: (60, 60, 67) at 29% opacity.
  public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// A link's colour: the system blue.
  public static let link = Color.systemBlue
}
