/// A JSON value whose object keys keep the order they were given in, written as text by ``JSONValue/write(to:indent:)``.
///
/// The trace export builds one of these and writes it itself, rather than through Foundation's `JSONEncoder`:
/// keys come out in a fixed order chosen for readers (`version` first in the document, `kind` first in each
/// decision) instead of sorted, numbers have one spelling (``JSONValue/number(_:)``), and NaN and infinities
/// become the strings `"nan"`, `"inf"` and `"-inf"` instead of an error. The same value always gives the same
/// bytes, so a scenario gives the same file on every run.
///
/// ```swift
/// let value = JSONValue.object([("kind", "tap"), ("x", .number(30))])
/// value.text()  // {"kind":"tap","x":30}
/// ```
public enum JSONValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number: an integral value of magnitude below 2^53 is written without a fraction (`30`), any other finite
  /// value in Swift's shortest round-trip spelling (`0.15`, `1e+20`), NaN as `"nan"` and infinities as `"inf"`
  /// and `"-inf"` (JSON has no spelling for them).
  case number(Double)
  /// A string, escaped as JSON requires.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in the order given (keys are not sorted).
  case object([(String, JSONValue)])

  /// A string value.
  ///
  /// - Parameter value: The string.
  public init(stringLiteral value: String) { self = .string(value) }

  /// A Boolean value.
  ///
  /// - Parameter value: The Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// An integer as a number.
  ///
  /// - Parameter value: The integer (integers beyond 2^53 lose precision, as in any JSON reader).
  /// - Returns: The number.
  public static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// Whether two values are the same JSON: the same members in the same order for objects.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another.
  /// - Returns: `true` when both would be written as the same text (NaN equals NaN here).
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The value's member `key`, when it is an object that has one.
  ///
  /// - Parameter key: The member's name.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
}
