/// Rewrites Objective-C-only syntax in UIKit source files into what compiles against HitTestUIKit on Linux.
///
/// Each rewrite edits only the bytes it names and reports itself as a ``PortChange`` with its line;
/// everything else in a file stays byte for byte. The rewrites, each documented on its own:
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
///   `@IBDesignable` and `dynamic` are removed (they only mark declarations for the runtime);
/// - `#selector(handle(_:))` becomes `Selector(Self.handle(_:))`, HitTestKit's selector;
/// - `Timer`'s target–selector form becomes its block form;
/// - a table cell's `override init(style:reuseIdentifier:)` becomes `required init(…)`, and a collection cell's
///   `override init(frame:)` `required override init(frame:)`;
/// - `@objc` protocols with `optional` requirements become protocols with default implementations, and
///   `delegate?.member?(…)` becomes `delegate?.member(…)`;
/// - with ``switchesImport``, `import UIKit` becomes the conditional import of UIKit or HitTestUIKit.
///
/// Files ported together share what one learns from another: an optional requirement declared in one
/// file is called without `?` in all of them, with the default value any of them falls back to.
///
/// ```swift
/// let porter = UIKitPorter()
/// let outcomes = porter.port([SourceFile(name: "Sheet.swift", bytes: Array(text.utf8))])
/// ```
public struct UIKitPorter: Sendable {
  /// Whether `import UIKit` lines become `#if canImport(UIKit) … #else import HitTestUIKit #endif`.
  public var switchesImport: Bool

  /// A porter; by default it leaves imports as they are.
  public init(switchesImport: Bool = false) { self.switchesImport = switchesImport }

  /// Ports `files` together, in order.
  ///
  /// - Returns: One outcome per file: its ported bytes and changes, or why it could not be read.
  public func port(_ files: [SourceFile]) -> [Result<PortedFile, PortError>] {
    let scanned = files.map { file in Result { () throws(PortError) in try SourceText(bytes: file.bytes) } }
    var optionalMembers = ObjCProtocolRewrite.uikitOptionalMembers
    var callSiteDefaults: [String: String] = [:]
    for case .success(let source) in scanned {
      for declaration in ObjCProtocolRewrite.declarations(in: source) {
        optionalMembers.formUnion(declaration.requirements.filter { !$0.isProperty }.map(\.name))
      }
      callSiteDefaults.merge(ObjCProtocolRewrite.callSiteDefaults(in: source)) { first, _ in first }
    }
    return zip(files, scanned).map { file, scan in
      scan.map { source in
        var edits = SourceEdits()
        TimerRewrite.rewrite(source, into: &edits)
        ObjCProtocolRewrite.rewrite(
          source, optionalMembers: optionalMembers, callSiteDefaults: callSiteDefaults, into: &edits)
        SelectorRewrite.rewrite(source, into: &edits)
        RuntimeMarkerRemoval.rewrite(source, into: &edits)
        RequiredInitializerRewrite.rewrite(source, into: &edits)
        if switchesImport { ImportSwitch.rewrite(source, into: &edits) }
        edits.removeEmptiedLines(in: source)
        let changes = edits.changes.sorted { $0.line < $1.line }
        return PortedFile(
          name: file.name, bytes: SourceEdit.apply(edits.edits, to: file.bytes), changes: changes)
      }
    }
  }
}

/// A source file to port: its name (for messages and the output's name) and its bytes.
public struct SourceFile: Sendable {
  /// The file's name, as `uikit-port` prints it.
  public let name: String
  /// Its contents, in UTF-8.
  public let bytes: [UInt8]

  /// A file named `name` holding `bytes`.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }
}

/// A ported file: its new bytes and what changed, line by line.
public struct PortedFile: Sendable {
  /// The file's name.
  public let name: String
  /// The ported contents.
  public let bytes: [UInt8]
  /// Every change and every spot left for a person, by line of the original.
  public let changes: [PortChange]
}
