/// Replaces a file's `import UIKit` lines with one conditional import of UIKit or HitTestUIKit.
///
/// The block is the one `Scripts/check-uikit-snippets.sh` writes, so the ported file still builds with
/// UIKit on Apple platforms:
///
/// ```swift
/// #if canImport(UIKit)
///   import UIKit
///   import UIKit.UIGestureRecognizerSubclass
/// #else
///   import HitTestUIKit
/// #endif
/// ```
///
/// `import UIKit.UIGestureRecognizerSubclass` and `@testable`/`@_exported` forms are replaced as well; the
/// first import becomes the block, the others go.
enum ImportSwitch {
  static let block =
    "#if canImport(UIKit)\n  import UIKit\n  import UIKit.UIGestureRecognizerSubclass\n#else\n  import HitTestUIKit\n#endif"

  static func rewrite(_ source: SourceText, into edits: inout SourceEdits) {
    var replaced = false
    for index in source.tokens.indices where source.isCode(index, "import") {
      guard let module = source.nextCode(after: index), source.text(module) == "UIKit" else { continue }
      var first = index
      while let previous = source.previousCode(before: first), source.tokens[previous].kind == .attribute,
        source.line(previous) == source.line(index)
      {
        first = previous
      }
      var last = module
      while let dot = source.nextCode(after: last), source.isCode(dot, "."),
        let name = source.nextCode(after: dot)
      {
        last = name
      }
      let range =
        replaced
        ? source.removalRange(first: first, last: last)
        : source.tokens[first].range.lowerBound..<source.tokens[last].range.upperBound
      if edits.record(
        SourceEdit(range: range, replacement: replaced ? "" : block),
        PortChange(line: source.line(index), kind: .switchedImport))
      {
        replaced = true
      }
    }
  }
}
