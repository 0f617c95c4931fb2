/// Rewrites `@objc` protocols into Swift protocols: `optional` requirements gain default implementations,
/// the protocol stays class-only, and calls through `?` lose it.
///
/// An `@objc` protocol may leave members `optional`, and callers ask with `delegate?.member?(…)`. Swift
/// protocols have no optional members; the Swift equivalent is a requirement with a default
/// implementation in an extension, which is also how HitTestKit declares UIKit's delegates. The default
/// returns the value the file's callers fall back to (`delegate?.member?(…) ?? value`), else a neutral one
/// (``OptionalRequirement/neutralValue(of:)``). Objective-C protocols are class-only, so `AnyObject` is
/// added when nothing in the inheritance list says so (`weak var delegate: P?` needs it).
///
/// A call `.member?(` loses its `?` for every optional requirement of the files ported together, and for
/// the optional members of UIKit's delegates, which HitTestKit's protocols implement by default.
enum ObjCProtocolRewrite {
  /// UIKit delegate members that are `optional` in UIKit and have default implementations in HitTestKit.
  static let uikitOptionalMembers: Set<String> = [
    "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging",
    "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
    "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidZoom", "scrollViewDidEndZooming",
    "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop", "gestureRecognizerShouldBegin",
    "gestureRecognizer",
    "tableView", "collectionView", "numberOfSections",
  ]

  /// The words that start a member of a protocol body.
  private static let memberWords: Set<String> = [
    "func", "var", "let", "init", "subscript", "associatedtype", "typealias", "static", "class", "mutating",
    "nonmutating", "optional", "public", "internal", "fileprivate", "private", "package", "required",
  ]

  /// The protocols declared in `source` with `optional` members or `@objc`, found in one pass.
  struct Declaration {
    let name: String
    let nameToken: Int
    let openBrace: Int
    let closeBrace: Int
    let isObjC: Bool
    let isPublic: Bool
    let requirements: [OptionalRequirement]
  }

  /// Every protocol declaration of `source` that is `@objc` or has `optional` members.
  static func declarations(in source: SourceText) -> [Declaration] {
    var result: [Declaration] = []
    for index in source.tokens.indices where source.isCode(index, "protocol") {
      guard let nameToken = source.nextCode(after: index), source.tokens[nameToken].kind == .identifier,
        let openBrace = (nameToken..<source.tokens.count).first(where: { source.isCode($0, "{") }),
        let closeBrace = source.closing(openBrace)
      else { continue }
      let modifiers = modifierTokens(source, before: index)
      let isObjC = modifiers.contains { source.text($0) == "@objc" }
      let isPublic = modifiers.contains { ["public", "open"].contains(source.text($0)) }
      let name = source.text(nameToken)
      let requirements = optionalRequirements(source, protocolName: name, body: openBrace, end: closeBrace)
      guard isObjC || !requirements.isEmpty else { continue }
      result.append(
        Declaration(
          name: name, nameToken: nameToken, openBrace: openBrace, closeBrace: closeBrace, isObjC: isObjC,
          isPublic: isPublic, requirements: requirements))
    }
    return result
  }

  /// The default values callers imply, by member key: `delegate?.member?(…) ?? value` gives `value`, and
  /// `delegate?.member?(…) == false` (or `!= false`) gives `true`, since a caller that compares goes on
  /// when nothing answers (and the same the other way for `true`).
  static func callSiteDefaults(in source: SourceText) -> [String: String] {
    var defaults: [String: String] = [:]
    for index in source.tokens.indices {
      guard let member = optionalAccess(source, at: index),
        let first = source.nextCode(after: member.end), let second = source.nextCode(after: first),
        second == first + 1, let value = source.nextCode(after: second)
      else { continue }
      let text: String
      switch (source.text(first) + source.text(second), source.text(value)) {
      case ("??", "."), ("??", "-"):
        text = source.text(value) + (source.nextCode(after: value).map { source.text($0) } ?? "")
      case ("??", let literal):
        text = literal
      // `delegate?.allows?() == false` goes on when nothing answers: the default is the other value.
      case ("==", "false"), ("!=", "false"): text = "true"
      case ("==", "true"), ("!=", "true"): text = "false"
      default: continue
      }
      if defaults[member.key] == nil { defaults[member.key] = text }
    }
    return defaults
  }

  /// Rewrites the declarations of `source` and its calls to `optionalMembers`.
  static func rewrite(
    _ source: SourceText, optionalMembers: Set<String>, callSiteDefaults: [String: String],
    into edits: inout SourceEdits
  ) {
    for declaration in declarations(in: source) {
      if declaration.isObjC { addClassConstraint(source, declaration, into: &edits) }
      guard !declaration.requirements.isEmpty else { continue }
      var members: [String] = []
      for requirement in declaration.requirements {
        edits.record(
          SourceEdit(
            range: source.removalRange(first: requirement.optionalToken, last: requirement.optionalToken),
            replacement: ""),
          PortChange(
            line: source.line(requirement.optionalToken),
            kind: .optionalRequirement(
              protocolName: declaration.name, member: requirement.key,
              defaultValue: defaultValue(requirement, callSiteDefaults))))
        if requirement.resultType != nil, defaultValue(requirement, callSiteDefaults) == nil {
          edits.note(
            PortChange(
              line: source.line(requirement.optionalToken),
              kind: .optionalRequirementWithoutDefault(
                protocolName: declaration.name, member: requirement.key)))
        }
        members.append(implementation(requirement, declaration, callSiteDefaults))
      }
      let indent = indentation(source, of: declaration.nameToken)
      let access = declaration.isPublic ? "public " : ""
      let body = members.map { "\(indent)  \(access)\($0)" }.joined(separator: "\n")
      let end = source.tokens[declaration.closeBrace].range.upperBound
      edits.record(
        SourceEdit(
          range: end..<end, replacement: "\n\n\(indent)extension \(declaration.name) {\n\(body)\n\(indent)}"),
        PortChange(
          line: source.line(declaration.closeBrace),
          kind: .defaultImplementationsAdded(protocolName: declaration.name, count: members.count)))
    }
    for index in source.tokens.indices {
      guard let member = optionalCall(source, at: index), optionalMembers.contains(member.name) else {
        continue
      }
      edits.record(
        SourceEdit(range: source.tokens[member.question].range, replacement: ""),
        PortChange(line: source.line(index), kind: .optionalCallUnwrapped(member: member.name)))
    }
  }

  /// `.member?(…)` or `.member` at `index` (the `.`): the member's key (``SourceText/memberKey(_:labels:)``)
  /// and its last token.
  private static func optionalAccess(_ source: SourceText, at index: Int) -> (key: String, end: Int)? {
    if let call = optionalCall(source, at: index), let close = source.closing(call.open) {
      let labels = source.argumentLabels(open: call.open, close: close, declaration: false)
      return (SourceText.memberKey(call.name, labels: labels), close)
    }
    guard source.isCode(index, "."), index + 1 < source.tokens.count,
      source.tokens[index + 1].kind == .identifier
    else { return nil }
    return (source.text(index + 1), index + 1)
  }

  /// `.member?(` at `index` (the `.`): the member's name, its `?` and its `(`.
  private static func optionalCall(_ source: SourceText, at index: Int) -> (
    name: String, question: Int, open: Int
  )? {
    guard source.isCode(index, "."), index + 3 < source.tokens.count,
      source.tokens[index + 1].kind == .identifier, source.isCode(index + 2, "?"),
      source.isCode(index + 3, "(")
    else { return nil }
    return (source.text(index + 1), index + 2, index + 3)
  }

  private static func defaultValue(_ requirement: OptionalRequirement, _ callSiteDefaults: [String: String])
    -> String?
  {
    guard let type = requirement.resultType else { return nil }
    return callSiteDefaults[requirement.key] ?? OptionalRequirement.neutralValue(of: type)
  }

  /// The default implementation's text: the declaration with a body.
  private static func implementation(
    _ requirement: OptionalRequirement, _ declaration: Declaration, _ callSiteDefaults: [String: String]
  ) -> String {
    let value: String
    if requirement.resultType == nil {
      value = ""
    } else if let known = defaultValue(requirement, callSiteDefaults) {
      value = " \(known) "
    } else {
      value =
        " fatalError(\"\(declaration.name).\(requirement.key) was optional in Objective-C: implement it\") "
    }
    guard requirement.isProperty else { return "\(requirement.declaration) {\(value)}" }
    let head = String(requirement.declaration.prefix { $0 != "{" }).trimmingSpaces
    return requirement.isSettable ? "\(head) { get {\(value)} set {} }" : "\(head) {\(value)}"
  }

  /// Adds `AnyObject` to an `@objc` protocol whose inheritance list does not make it class-only.
  private static func addClassConstraint(
    _ source: SourceText, _ declaration: Declaration, into edits: inout SourceEdits
  ) {
    let header = (declaration.nameToken + 1..<declaration.openBrace).filter {
      source.tokens[$0].isSignificant
    }
    let classBound = ["AnyObject", "class", "NSObjectProtocol"]
    if header.contains(where: { classBound.contains(source.text($0)) }) { return }
    let whereClause = header.firstIndex { source.text($0) == "where" }
    let inherited = header[..<(whereClause ?? header.endIndex)]
    let hasList = inherited.contains { source.text($0) == ":" }
    let anchor = inherited.last ?? declaration.nameToken
    let at = source.tokens[anchor].range.upperBound
    edits.record(
      SourceEdit(range: at..<at, replacement: hasList ? ", AnyObject" : ": AnyObject"),
      PortChange(
        line: source.line(declaration.nameToken), kind: .classConstraintAdded(protocolName: declaration.name))
    )
  }

  /// The attribute and modifier tokens right before token `index`.
  private static func modifierTokens(_ source: SourceText, before index: Int) -> [Int] {
    var result: [Int] = []
    var current = source.previousCode(before: index)
    while let token = current {
      let text = source.text(token)
      if source.tokens[token].kind == .attribute
        || ["public", "open", "internal", "fileprivate", "private", "package"].contains(text)
      {
        result.append(token)
      } else if text == ")",
        let open = (0..<token).last(where: { source.isCode($0, "(") && source.closing($0) == token }),
        let attribute = source.previousCode(before: open), source.tokens[attribute].kind == .attribute
      {
        result.append(attribute)
        current = source.previousCode(before: attribute)
        continue
      } else {
        break
      }
      current = source.previousCode(before: token)
    }
    return result
  }

  /// The `optional` members between a protocol's braces.
  private static func optionalRequirements(_ source: SourceText, protocolName: String, body: Int, end: Int)
    -> [OptionalRequirement]
  {
    var result: [OptionalRequirement] = []
    var index = body + 1
    while index < end {
      if source.isCode(index, "(") || source.isCode(index, "[") || source.isCode(index, "{") {
        index = (source.closing(index) ?? end) + 1
        continue
      }
      guard source.isCode(index, "optional"),
        let keyword = (index + 1..<end).first(where: {
          ["func", "var"].contains(source.text($0)) && source.tokens[$0].isSignificant
        }),
        let nameToken = source.nextCode(after: keyword)
      else {
        index += 1
        continue
      }
      let last = memberEnd(source, from: keyword, protocolEnd: end)
      let declaration = source.text(
        of: source.tokens[keyword].range.lowerBound..<source.tokens[last].range.upperBound)
      let isProperty = source.text(keyword) == "var"
      let resultType: String?
      if isProperty {
        resultType = declaration.split(separator: ":", maxSplits: 1).dropFirst().first.map {
          String($0.prefix { $0 != "{" }).trimmingSpaces
        }
      } else {
        resultType = returnType(source, from: nameToken, to: last)
      }
      var labels: [String]?
      if !isProperty, let open = (nameToken...last).first(where: { source.isCode($0, "(") }),
        let close = source.closing(open)
      {
        labels = source.argumentLabels(open: open, close: close, declaration: true)
      }
      result.append(
        OptionalRequirement(
          protocolName: protocolName, name: source.text(nameToken),
          key: SourceText.memberKey(source.text(nameToken), labels: labels), isProperty: isProperty,
          isSettable: isProperty && declaration.contains("set"), declaration: declaration,
          resultType: resultType, optionalToken: index))
      index = last + 1
    }
    return result
  }

  /// The last code token of the member whose keyword is at `keyword`.
  private static func memberEnd(_ source: SourceText, from keyword: Int, protocolEnd: Int) -> Int {
    var last = keyword
    var index = keyword + 1
    while index < protocolEnd {
      guard source.tokens[index].isSignificant else {
        index += 1
        continue
      }
      let startsLine = (last + 1..<index).contains { source.tokens[$0].kind == .newline }
      if source.isCode(index, ";")
        || (startsLine
          && (memberWords.contains(source.text(index)) || source.tokens[index].kind == .attribute))
      {
        break
      }
      if ["(", "[", "{"].contains(source.text(index)), let close = source.closing(index) {
        last = close
        index = close + 1
        continue
      }
      last = index
      index += 1
    }
    return last
  }

  /// The text after a method's `->`, or nil when it returns nothing.
  private static func returnType(_ source: SourceText, from nameToken: Int, to last: Int) -> String? {
    guard let open = (nameToken...last).first(where: { source.isCode($0, "(") }),
      let close = source.closing(open),
      let arrow = (close...last).first(where: { source.isCode($0, "-") && source.isCode($0 + 1, ">") })
    else { return nil }
    let type = source.text(
      of: source.tokens[arrow + 1].range.upperBound..<source.tokens[last].range.upperBound
    ).trimmingSpaces
    return ["Void", "()"].contains(type) ? nil : type
  }

  /// The spaces before token `index`'s line's first token.
  private static func indentation(_ source: SourceText, of index: Int) -> String {
    var start = index
    while start > 0, source.tokens[start - 1].kind != .newline { start -= 1 }
    return source.tokens[start].kind == .space ? source.text(start) : ""
  }
}
