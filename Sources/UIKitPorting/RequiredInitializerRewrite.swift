/// Marks `required` the cell initializers HitTestKit's lists call through the registered class.
///
/// UIKit makes a registered cell class with `init(style:reuseIdentifier:)` (table cells) through the
/// Objective-C runtime, so a subclass overrides it as any initializer: `override init(style:…)`. Swift can
/// only make an instance of a class known at run time through a `required` initializer, so HitTestKit's
/// `TableViewCell` declares it `required`, and a subclass's `override init(style:reuseIdentifier:)` must say
/// `required` instead (`override` is implied). Only that initializer is rewritten; every other `override
/// init` stays as written.
enum RequiredInitializerRewrite {
  /// The argument labels of each initializer a list calls through a registered class.
  static let initializers: [[String]] = [["style", "reuseIdentifier"]]

  static func rewrite(_ source: SourceText, into edits: inout SourceEdits) {
    for index in source.tokens.indices where source.isCode(index, "override") {
      var next = source.nextCode(after: index)
      while let modifier = next,
        ["public", "open", "internal", "package", "fileprivate", "private"].contains(source.text(modifier))
      {
        next = source.nextCode(after: modifier)
      }
      guard let keyword = next, source.isCode(keyword, "init"), let open = source.nextCode(after: keyword),
        source.isCode(open, "("), let close = source.closing(open),
        initializers.contains(source.argumentLabels(open: open, close: close, declaration: true))
      else { continue }
      edits.record(
        SourceEdit(range: source.tokens[index].range, replacement: "required"),
        PortChange(
          line: source.line(index),
          kind: .requiredInitializer(
            source.text(of: source.tokens[keyword].range.lowerBound..<source.tokens[close].range.upperBound)))
      )
    }
  }
}
