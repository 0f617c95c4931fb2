extension JSONValue {
  /// The value as JSON text: compact when `indent` is 0, else one member or element per line, nested `indent`
  /// spaces deeper per level, except that an array or object of scalars alone stays on one line
  /// (`{"x": 30, "y": 40}`).
  ///
  /// - Parameter indent: Spaces per nesting level; 0 writes everything on one line.
  /// - Returns: The text, without a final newline.
  public func text(indent: Int = 0) -> String {
    var text = ""
    write(to: &text, indent: indent)
    return text
  }

  /// Writes the value as JSON text to any text stream (see ``text(indent:)``).
  ///
  /// Objects and arrays are written with an explicit stack, not by recursion, so a deep value cannot
  /// overflow the stack.
  ///
  /// - Parameters:
  ///   - stream: The stream the text is appended to.
  ///   - indent: Spaces per nesting level; 0 writes everything on one line.
  public func write(to stream: inout some TextOutputStream, indent: Int = 0) {
    var writer = JSONTextWriter(indent: indent)
    writer.write(self)
    stream.write(writer.text)
  }
}

/// Writes a ``JSONValue`` as text, with a stack of the containers open.
private struct JSONTextWriter {
  /// A container being written: its remaining members and whether one has been written.
  private enum Open {
    case array(IndexingIterator<[JSONValue]>, wroteOne: Bool)
    case object(IndexingIterator<[(String, JSONValue)]>, wroteOne: Bool)
  }

  let indent: Int
  var text = ""
  private var stack: [Open] = []

  init(indent: Int) {
    self.indent = indent
  }

  mutating func write(_ value: JSONValue) {
    writeStart(of: value)
    while let top = stack.popLast() {
      switch top {
      case .array(var elements, let wroteOne):
        guard let element = elements.next() else {
          close("]", wroteOne: wroteOne)
          continue
        }
        stack.append(.array(elements, wroteOne: true))
        separate(wroteOne: wroteOne)
        writeStart(of: element)
      case .object(var members, let wroteOne):
        guard let (key, member) = members.next() else {
          close("}", wroteOne: wroteOne)
          continue
        }
        stack.append(.object(members, wroteOne: true))
        separate(wroteOne: wroteOne)
        writeString(key)
        text += indent > 0 ? ": " : ":"
        writeStart(of: member)
      }
    }
  }

  /// Writes a scalar whole, or opens a container and pushes it.
  private mutating func writeStart(of value: JSONValue) {
    switch value {
    case .null: text += "null"
    case .bool(let bool): text += bool ? "true" : "false"
    case .number(let number): writeNumber(number)
    case .string(let string): writeString(string)
    case .array(let elements):
      if indent > 0, elements.allSatisfy(\.isScalar) {
        writeInline(elements.map { (nil, $0) }, open: "[", close: "]")
      } else {
        text += "["
        stack.append(.array(elements.makeIterator(), wroteOne: false))
      }
    case .object(let members):
      if indent > 0, members.allSatisfy(\.1.isScalar) {
        writeInline(members.map { ($0.0, $0.1) }, open: "{", close: "}")
      } else {
        text += "{"
        stack.append(.object(members.makeIterator(), wroteOne: false))
      }
    }
  }

  /// Writes a container of scalars on one line: `{"x": 30, "y": 40}`, `[1, 2]`.
  private mutating func writeInline(_ items: [(key: String?, value: JSONValue)], open: String, close: String)
  {
    text += open
    for (index, item) in items.enumerated() {
      if index > 0 { text += ", " }
      if let key = item.key {
        writeString(key)
        text += ": "
      }
      writeStart(of: item.value)
    }
    text += close
  }

  /// Before an element or member: a comma after the previous one, then a new line when indenting.
  private mutating func separate(wroteOne: Bool) {
    if wroteOne { text += "," }
    newLine(depth: stack.count)
  }

  /// Ends a container: on its own line when indenting and the container was not empty.
  private mutating func close(_ bracket: String, wroteOne: Bool) {
    if wroteOne { newLine(depth: stack.count) }
    text += bracket
  }

  private mutating func newLine(depth: Int) {
    guard indent > 0 else { return }
    text += "\n" + String(repeating: " ", count: depth * indent)
  }

  /// 2^53: below it every integer is exactly a `Double`, so integral values print as integers.
  private static let largestExactInteger = 9_007_199_254_740_992.0

  private mutating func writeNumber(_ number: Double) {
    if number.isNaN {
      text += "\"nan\""
    } else if number.isInfinite {
      text += number < 0 ? "\"-inf\"" : "\"inf\""
    } else if number == number.rounded(), abs(number) < Self.largestExactInteger {
      text += String(Int(number))
    } else {
      text += number.description
    }
  }

  private mutating func writeString(_ string: String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}

extension JSONValue {
  /// Whether the value is neither an array nor an object.
  fileprivate var isScalar: Bool {
    switch self {
    case .array, .object: false
    case .null, .bool, .number, .string: true
    }
  }
}
