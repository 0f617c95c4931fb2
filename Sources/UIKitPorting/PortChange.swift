/// One rewrite the porter made, or one spot it found and left for a person: a typed value, worded only by
/// ``description``.
public struct PortChange: Equatable, Sendable, CustomStringConvertible {
  /// What was rewritten, or why a spot was left as it is.
  public enum Kind: Equatable, Sendable {
    /// An attribute that only marks a declaration for the Objective-C runtime or Interface Builder was
    /// removed: `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`, … (its
    /// written form, as in the file).
    case removedAttribute(String)
    /// The `dynamic` modifier, which asks for Objective-C message dispatch, was removed.
    case removedDynamic
    /// `#selector(…)` became HitTestKit's `Selector(…)`: the written forms before and after.
    case selector(from: String, to: String)
    /// `Timer`'s target–selector form became its block form, calling `method` on the target.
    case timerBlockForm(method: String)
    /// The timer's `userInfo` argument was not `nil`; the block form has none, so `timer.userInfo` is `nil`.
    case timerUserInfoDropped
    /// An `@objc` protocol's `optional` requirement became a requirement with a default implementation.
    case optionalRequirement(protocolName: String, member: String, defaultValue: String?)
    /// An extension of the protocol with the default implementations of its `count` optional requirements
    /// was added after it.
    case defaultImplementationsAdded(protocolName: String, count: Int)
    /// The default implementation could not be chosen from the requirement's type or its call sites: it
    /// traps with a message until the conforming type implements the member.
    case optionalRequirementWithoutDefault(protocolName: String, member: String)
    /// An `@objc` protocol had no class constraint; `AnyObject` was added (Objective-C protocols are
    /// class-only, so `weak var delegate: P?` needs it).
    case classConstraintAdded(protocolName: String)
    /// A call to an optional requirement lost its `?`: `delegate?.member?(…)` became `delegate?.member(…)`.
    case optionalCallUnwrapped(member: String)
    /// `override init(style:reuseIdentifier:)` became `required init(…)`: HitTestKit makes registered cells
    /// through that initializer, which Swift allows only when it is `required` (the initializer's written
    /// signature).
    case requiredInitializer(String)
    /// The `import UIKit` line became the conditional import of UIKit or HitTestUIKit (`--switch-import`).
    case switchedImport
    /// Left as written: a form with no equivalent here (`#selector(getter:)`, `responds(to:)`,
    /// `perform(_:with:afterDelay:)`, a string selector, …), named by its text.
    case unported(String)
  }

  /// The 1-based line of the original file where the change starts.
  public let line: Int
  /// What changed.
  public let kind: Kind

  /// Whether a person should look at the spot: nothing was rewritten, or what was may change behaviour.
  public var needsReview: Bool {
    switch kind {
    case .timerUserInfoDropped, .optionalRequirementWithoutDefault, .unported: true
    default: false
    }
  }

  /// `12: removed @objc`, the line `uikit-port` prints after the file name.
  public var description: String {
    let text: String
    switch kind {
    case .removedAttribute(let attribute): text = "removed \(attribute)"
    case .removedDynamic: text = "removed dynamic (Objective-C dispatch)"
    case .selector(let from, let to): text = "\(from) -> \(to)"
    case .timerBlockForm(let method): text = "Timer target/selector form -> block form calling \(method)"
    case .timerUserInfoDropped: text = "check: the block form has no userInfo, so timer.userInfo is nil"
    case .optionalRequirement(let protocolName, let member, let defaultValue):
      text =
        "optional requirement \(protocolName).\(member) -> default implementation"
        + (defaultValue.map { " returning \($0)" } ?? "")
    case .defaultImplementationsAdded(let protocolName, let count):
      text =
        "extension \(protocolName) added after it: \(count) default implementation\(count == 1 ? "" : "s")"
    case .optionalRequirementWithoutDefault(let protocolName, let member):
      text = "check: no default value known for \(protocolName).\(member); its default implementation traps"
    case .classConstraintAdded(let protocolName):
      text = "protocol \(protocolName) gains AnyObject (Objective-C protocols are class-only)"
    case .optionalCallUnwrapped(let member):
      text = "\(member)?( -> \(member)( (the requirement has a default now)"
    case .requiredInitializer(let signature):
      text = "override \(signature) -> required (lists make registered cells through it)"
    case .switchedImport:
      text = "import UIKit -> #if canImport(UIKit) import UIKit #else import HitTestUIKit #endif"
    case .unported(let form): text = "check: \(form) has no equivalent here; left as written"
    }
    return "\(line): \(text)"
  }
}
