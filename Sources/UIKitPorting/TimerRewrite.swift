/// Rewrites `Timer`'s target–selector form into its block form, which Foundation on Linux has.
///
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and
/// `Timer(timeInterval:target:selector:userInfo:repeats:)` need the Objective-C runtime;
/// `scheduledTimer(withTimeInterval:repeats:block:)` and `init(timeInterval:repeats:block:)` do the same
/// with a closure. The closure calls the selector's method on the target, passing the timer when the method
/// takes an argument (from the selector's labels, or else from the method's declaration in the same file).
/// The target–selector form retains its target, and so does the closure.
///
/// The block form has no `userInfo`: a non-`nil` one is reported, since `timer.userInfo` is then `nil`.
/// Foundation on Linux declares the block `@Sendable`, so in the Swift 6 language mode a target that is not
/// `Sendable` must be captured some other way; the rewrite keeps the target as written and leaves that to
/// the person porting (the compiler names the capture).
enum TimerRewrite {
  private static let labels = ["timeInterval", "target", "selector", "userInfo", "repeats"]

  static func rewrite(_ source: SourceText, into edits: inout SourceEdits) {
    for index in source.tokens.indices where source.tokens[index].kind == .identifier {
      guard source.text(index) == "Timer", let call = call(source, at: index),
        let arguments = arguments(source, open: call.open, close: call.close),
        arguments.map(\.label) == labels
      else { continue }
      let selectorText = arguments[2].text
      guard let method = method(source, selectorText) else {
        edits.note(PortChange(line: source.line(index), kind: .unported(selectorText)))
        continue
      }
      let receiver = arguments[1].text
      let body =
        method.takesTimer
        ? "{ timer in \(receiver).\(method.name)(\(method.label.map { "\($0): " } ?? "")timer) }"
        : "{ _ in \(receiver).\(method.name)() }"
      let head = call.scheduled ? "Timer.scheduledTimer(withTimeInterval: " : "Timer(timeInterval: "
      let replacement = "\(head)\(arguments[0].text), repeats: \(arguments[4].text)) \(body)"
      let range = source.tokens[index].range.lowerBound..<source.tokens[call.close].range.upperBound
      let line = source.line(index)
      guard
        edits.record(
          SourceEdit(range: range, replacement: replacement),
          PortChange(line: line, kind: .timerBlockForm(method: method.name)))
      else { continue }
      if arguments[3].text != "nil" { edits.note(PortChange(line: line, kind: .timerUserInfoDropped)) }
    }
  }

  /// The parentheses of `Timer.scheduledTimer(…)` or `Timer(…)` starting at `index`.
  private static func call(_ source: SourceText, at index: Int) -> (open: Int, close: Int, scheduled: Bool)? {
    guard let next = source.nextCode(after: index) else { return nil }
    if source.isCode(next, "("), let close = source.closing(next) { return (next, close, false) }
    guard source.isCode(next, "."), let name = source.nextCode(after: next),
      source.isCode(name, "scheduledTimer"),
      let open = source.nextCode(after: name), source.isCode(open, "("), let close = source.closing(open)
    else { return nil }
    return (open, close, true)
  }

  /// The labelled arguments between `open` and `close`, their values' text trimmed.
  static func arguments(_ source: SourceText, open: Int, close: Int) -> [(label: String, text: String)]? {
    var result: [(label: String, text: String)] = []
    var start = open + 1
    var index = open + 1
    while index <= close {
      if source.isCode(index, "(") || source.isCode(index, "[") || source.isCode(index, "{") {
        guard let inner = source.closing(index) else { return nil }
        index = inner + 1
        continue
      }
      if index == close || source.isCode(index, ",") {
        let code = (start..<index).filter { source.tokens[$0].isSignificant }
        guard code.count >= 3, source.tokens[code[0]].kind == .identifier, source.isCode(code[1], ":"),
          let last = code.last
        else { return nil }
        let value = source.text(
          of: source.tokens[code[2]].range.lowerBound..<source.tokens[last].range.upperBound)
        result.append((source.text(code[0]), value))
        start = index + 1
      }
      index += 1
    }
    return result
  }

  /// The method a `#selector(…)` names, and whether (and with which label) it takes the timer.
  private static func method(_ source: SourceText, _ selector: String) -> (
    name: String, takesTimer: Bool, label: String?
  )? {
    guard selector.hasPrefix("#selector("), selector.hasSuffix(")") else { return nil }
    var reference = String(selector.dropFirst("#selector(".count).dropLast()).filter { !$0.isWhitespace }
    guard !reference.hasPrefix("getter:"), !reference.hasPrefix("setter:") else { return nil }
    if let dot = reference.lastIndex(of: "."), !reference[..<dot].contains("(") {
      reference = String(reference[reference.index(after: dot)...])
    }
    guard let parenthesis = reference.firstIndex(of: "(") else {
      return declaredParameter(source, of: reference).map { (reference, $0.takes, $0.label) } ?? (
        reference, false, nil
      )
    }
    let name = String(reference[..<parenthesis])
    let labels = reference[reference.index(after: parenthesis)...].dropLast().split(separator: ":").map(
      String.init)
    guard let first = labels.first else { return (name, false, nil) }
    return (name, true, first == "_" ? nil : first)
  }

  /// Whether `func name(` in the file takes a parameter, and its label.
  private static func declaredParameter(_ source: SourceText, of name: String) -> (
    takes: Bool, label: String?
  )? {
    for index in source.tokens.indices where source.isCode(index, "func") {
      guard let nameIndex = source.nextCode(after: index), source.text(nameIndex) == name,
        let open = source.nextCode(after: nameIndex), source.isCode(open, "("),
        let first = source.nextCode(after: open)
      else { continue }
      if source.isCode(first, ")") { return (false, nil) }
      let label = source.text(first)
      return (true, label == "_" ? nil : label)
    }
    return nil
  }
}
