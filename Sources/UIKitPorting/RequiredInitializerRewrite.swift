/// Marks `required` the cell initializers HitTestKit's lists call through the registered class.
///
/// UIKit makes a registered cell class with `init(style:reuseIdentifier:)` (table cells) through the
/// Objective-C runtime, so a subclass overrides it as any initializer: `override init(style:…)`. Swift can
/// only make an instance of a class known at run time through a `required` initializer, so HitTestKit's
/// `TableViewCell` declares it `required`, and a subclass's `override init(style:reuseIdentifier:)` must say
/// `required` instead (`override` is implied). A collection view makes its cells with `init(frame:)`, which
/// `CollectionViewCell` declares `required` for the same reason: an `override init(frame:)` becomes `required
/// override init(frame:)` in a class declared as a subclass of `UICollectionViewCell` (or `CollectionViewCell`)
/// in the same file, and stays as written in any other view. Every other `override init` stays as written.
enum RequiredInitializerRewrite {
  /// The argument labels of each initializer a list calls through a registered class.
  static let initializers: [[String]] = [["style", "reuseIdentifier"]]
  /// The superclasses whose `init(frame:)` a list calls through a registered class.
  static let frameInitializerSuperclasses: Set<String> = ["UICollectionViewCell", "CollectionViewCell"]

  static func rewrite(_ source: SourceText, into edits: inout SourceEdits) {
    for index in source.tokens.indices where source.isCode(index, "override") {
      var next = source.nextCode(after: index)
      while let modifier = next,
        ["public", "open", "internal", "package", "fileprivate", "private"].contains(source.text(modifier))
      {
        next = source.nextCode(after: modifier)
      }
      guard let keyword = next, source.isCode(keyword, "init"), let open = source.nextCode(after: keyword),
        source.isCode(open, "("), let close = source.closing(open)
      else { continue }
      let labels = source.argumentLabels(open: open, close: close, declaration: true)
      let replacement: String
      if initializers.contains(labels) {
        replacement = "required"
      } else if labels == ["frame"],
        let superclass = enclosingSuperclass(source, of: index),
        frameInitializerSuperclasses.contains(superclass)
      {
        replacement = "required override"
      } else {
        continue
      }
      edits.record(
        SourceEdit(range: source.tokens[index].range, replacement: replacement),
        PortChange(
          line: source.line(index),
          kind: .requiredInitializer(
            source.text(of: source.tokens[keyword].range.lowerBound..<source.tokens[close].range.upperBound)))
      )
    }
  }

  /// The first class in the inheritance list of the innermost `class` declaration whose body holds token
  /// `index`, if any.
  private static func enclosingSuperclass(_ source: SourceText, of index: Int) -> String? {
    var found: String?
    for candidate in 0..<index where source.isCode(candidate, "class") {
      guard let name = source.nextCode(after: candidate), source.tokens[name].kind == .identifier,
        let colon = source.nextCode(after: name), source.isCode(colon, ":"),
        let superclass = source.nextCode(after: colon),
        let body = (superclass..<index).first(where: { source.isCode($0, "{") }),
        let end = source.closing(body), end > index
      else { continue }
      found = source.text(superclass)
    }
    return found
  }
}
