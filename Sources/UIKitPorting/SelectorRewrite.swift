/// Rewrites `#selector(method)` into HitTestKit's `Selector(Type.method)`, and flags selector uses that
/// have no equivalent.
///
/// UIKit finds an action by name through the Objective-C runtime; HitTestKit's `Selector` is made from the
/// method itself (see its documentation). An unqualified name is a method of the enclosing type, so it
/// becomes `Self.name`; `self.name` the same; a qualified `Type.name` stays as it is. The argument labels
/// (`handle(_:)`) are kept: they pick an overload the same way in both.
///
/// Left as written, and reported: `#selector(getter:)`/`#selector(setter:)` (property accessors),
/// `Selector("name")` and `NSSelectorFromString` (selectors from strings), and the runtime questions
/// `responds(to:)`, `perform(_:…)` and `instancesRespond(to:)`.
enum SelectorRewrite {
  /// Calls that ask the Objective-C runtime about a selector, which nothing here can answer.
  private static let runtimeCalls: Set<String> = [
    "responds", "perform", "instancesRespond", "NSSelectorFromString", "class_getInstanceMethod",
  ]

  static func rewrite(_ source: SourceText, into edits: inout SourceEdits) {
    for index in source.tokens.indices {
      let token = source.tokens[index]
      if token.kind == .identifier, runtimeCalls.contains(source.text(index)),
        let open = source.nextCode(after: index), source.isCode(open, "("), let close = source.closing(open),
        source.previousCode(before: index).map({ !source.isCode($0, "func") }) ?? true,
        source.text(index) == "NSSelectorFromString"
          || (open..<close).contains(where: {
            source.tokens[$0].kind == .poundKeyword || source.text($0) == "to"
          })
      {
        edits.note(PortChange(line: source.line(index), kind: .unported("\(source.text(index))(…)")))
        continue
      }
      guard token.kind == .poundKeyword, source.text(index) == "#selector",
        let open = source.nextCode(after: index), source.isCode(open, "("), let close = source.closing(open)
      else { continue }
      let written = source.text(of: token.range.lowerBound..<source.tokens[close].range.upperBound)
      guard let method = methodReference(source, from: open + 1, to: close) else {
        edits.note(PortChange(line: source.line(index), kind: .unported(written)))
        continue
      }
      let replacement = "Selector(\(method))"
      edits.record(
        SourceEdit(
          range: token.range.lowerBound..<source.tokens[close].range.upperBound, replacement: replacement),
        PortChange(line: source.line(index), kind: .selector(from: written, to: replacement)))
    }
  }

  /// `Self.handle(_:)` for the tokens between `#selector(` and `)`, or nil for an accessor selector.
  static func methodReference(_ source: SourceText, from start: Int, to end: Int) -> String? {
    let code = (start..<end).filter { source.tokens[$0].isSignificant }
    guard let first = code.first else { return nil }
    if code.count > 1, source.isCode(code[1], ":") { return nil }  // getter: / setter:
    guard let last = code.last else { return nil }
    var text = source.text(of: source.tokens[first].range.lowerBound..<source.tokens[last].range.upperBound)
    if text.hasPrefix("self.") { text.removeFirst("self.".count) }
    let head = text.first ?? "_"
    let qualified = head.isUppercase && text.contains(".")
    return qualified ? text : "Self.\(text)"
  }
}
