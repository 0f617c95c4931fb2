extension TracePattern {
  /// What a name in an entry (a view's, recognizer's or responder's, a timer's) must be: exactly a string (a
  /// string literal), or contain or start with one.
  ///
  /// ```swift
  /// .stateChange(recognizer: "pan", from: .possible, to: .failed)
  /// .delivered(.began, to: .prefix("row"))
  /// ```
  public struct Text: ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
    private enum Rule: Sendable {
      case exactly, containing, prefix
    }

    private let rule: Rule
    private let text: String

    private init(_ rule: Rule, _ text: String) {
      (self.rule, self.text) = (rule, text)
    }

    /// The text must be exactly `value`.
    public init(stringLiteral value: String) {
      self.init(.exactly, value)
    }

    /// The text must be exactly the interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
      self.init(.exactly, String(stringInterpolation: stringInterpolation))
    }

    /// The text must be exactly `text`.
    public static func exactly(_ text: String) -> Text { Text(.exactly, text) }

    /// The text must contain `text`.
    public static func containing(_ text: String) -> Text { Text(.containing, text) }

    /// The text must start with `text`.
    public static func prefix(_ text: String) -> Text { Text(.prefix, text) }

    /// Whether `candidate` is what this pattern asks for.
    public func matches(_ candidate: String) -> Bool {
      switch rule {
      case .exactly: candidate == text
      case .containing: candidate.contains(text)
      case .prefix: candidate.hasPrefix(text)
      }
    }

    /// The pattern as a failure message shows it: `"text"`, `containing "text"` or `starting "text"`.
    public var description: String {
      switch rule {
      case .exactly: "\"\(text)\""
      case .containing: "containing \"\(text)\""
      case .prefix: "starting \"\(text)\""
      }
    }
  }
}

extension TracePattern.Text? {
  /// Whether `candidate` matches; `nil` (no pattern) matches anything.
  func admits(_ candidate: String) -> Bool {
    self?.matches(candidate) ?? true
  }
}
