/// Removes what only marks a declaration for the Objective-C runtime or Interface Builder.
///
/// Linux has no Objective-C runtime: the compiler refuses `@objc` ("Objective-C interoperability is
/// disabled") and an `@IBOutlet` of a class that is not `@objc`. None of these change what a declaration
/// does in Swift, so removing them keeps the program's meaning here:
/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBOutletCollection(…)`, `@IBAction`,
/// `@IBSegueAction`, `@IBInspectable`, `@IBDesignable`, `@GKInspectable`, and the `dynamic` modifier
/// (Objective-C message dispatch, used for key-value observing).
enum RuntimeMarkerRemoval {
  /// The attributes removed, as written after `@`.
  static let attributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "IBAction", "IBSegueAction",
    "IBInspectable", "IBDesignable", "GKInspectable",
  ]

  /// The words that may follow `dynamic` when it is a modifier rather than a name.
  private static let declarationWords: Set<String> = [
    "var", "let", "func", "subscript", "init", "public", "private", "fileprivate", "internal", "open",
    "package", "override", "final", "static", "class", "weak", "unowned", "lazy", "required", "convenience",
    "nonisolated", "mutating",
  ]

  static func rewrite(_ source: SourceText, into edits: inout SourceEdits) {
    for index in source.tokens.indices {
      switch source.tokens[index].kind {
      case .attribute:
        let name = String(source.text(index).dropFirst())
        guard attributes.contains(name) else { continue }
        var last = index
        // `@objc(name)` and `@IBOutletCollection(Type)`: the arguments go too (no space before them).
        if index + 1 < source.tokens.count, source.isCode(index + 1, "("),
          let close = source.closing(index + 1)
        {
          last = close
        }
        let written = source.text(
          of: source.tokens[index].range.lowerBound..<source.tokens[last].range.upperBound)
        edits.record(
          SourceEdit(range: source.removalRange(first: index, last: last), replacement: ""),
          PortChange(line: source.line(index), kind: .removedAttribute(written)))
      case .identifier where source.text(index) == "dynamic":
        guard let next = source.nextCode(after: index),
          source.tokens[next].kind == .attribute || declarationWords.contains(source.text(next))
        else { continue }
        if let previous = source.previousCode(before: index), source.isCode(previous, ".") { continue }
        edits.record(
          SourceEdit(range: source.removalRange(first: index, last: index), replacement: ""),
          PortChange(line: source.line(index), kind: .removedDynamic))
      default:
        continue
      }
    }
  }
}
