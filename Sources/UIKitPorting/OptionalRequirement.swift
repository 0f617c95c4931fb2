/// An `optional` requirement of an `@objc` protocol: where it is, what it declares, and the value its
/// default implementation returns.
struct OptionalRequirement {
  /// The protocol that declares it.
  let protocolName: String
  /// The member's base name: `scrollViewDidScroll`, `tableView`, `height`.
  let name: String
  /// Its name with its argument labels, `tableView(_:heightForRowAt:)`, which tells overloads apart; a
  /// property's is its name.
  let key: String
  /// Whether it is a property (`var`) rather than a method.
  let isProperty: Bool
  /// Whether the property is settable (`{ get set }`).
  let isSettable: Bool
  /// The declaration from its `func`/`var` keyword to its end, as written.
  let declaration: String
  /// The declared result (a method's return type, a property's type), or nil for none (`Void`).
  let resultType: String?
  /// The index of the `optional` token in its file.
  let optionalToken: Int

  /// The value a default implementation returns when no call site says (`delegate?.m?() ?? value`).
  ///
  /// HitTestKit's decision, from what an absent optional member means to its callers: nothing for an
  /// optional result; `false`, zero, empty and `.zero` for the common value types; `.identity` for a
  /// transform. Nil when the type has no such value: the default then traps, and the porter says so.
  static func neutralValue(of type: String) -> String? {
    let trimmed = type.trimmingSpaces
    if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") { return "nil" }
    if trimmed.hasPrefix("[") { return trimmed.contains(":") ? "[:]" : "[]" }
    switch trimmed {
    case "Bool": return "false"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "CGFloat",
      "Double",
      "Float", "TimeInterval", "NSInteger", "NSUInteger":
      return "0"
    case "String": return "\"\""
    case "CGSize", "CGPoint", "CGRect", "CGVector", "UIEdgeInsets", "EdgeInsets", "NSDirectionalEdgeInsets":
      return ".zero"
    case "CGAffineTransform": return ".identity"
    default: return nil
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let characters = drop(while: \.isWhitespace)
    return String(characters.reversed().drop(while: \.isWhitespace).reversed())
  }
}
