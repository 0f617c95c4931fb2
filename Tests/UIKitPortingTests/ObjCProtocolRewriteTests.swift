import Testing

@testable import UIKitPorting

@Suite struct ObjCProtocolRewriteTests {
  @Test func optionalRequirementsGetDefaultsAndTheProtocolStaysClassOnly() throws {
    let source = """
      @objc protocol PickerDelegate {
        func picked(_ index: Int)
        @objc optional func shouldPick(_ index: Int) -> Bool
        @objc optional func pickerDidScroll(
          _ offset: CGFloat)
        @objc optional var title: String? { get set }
        @objc optional func size() -> CGSize
        @objc optional func anchor() -> Anchor
      }

      """
    let (text, changes) = try port(source)
    #expect(
      text == """
        protocol PickerDelegate: AnyObject {
          func picked(_ index: Int)
          func shouldPick(_ index: Int) -> Bool
          func pickerDidScroll(
            _ offset: CGFloat)
          var title: String? { get set }
          func size() -> CGSize
          func anchor() -> Anchor
        }

        extension PickerDelegate {
          func shouldPick(_ index: Int) -> Bool { false }
          func pickerDidScroll(
            _ offset: CGFloat) {}
          var title: String? { get { nil } set {} }
          func size() -> CGSize { .zero }
          func anchor() -> Anchor { fatalError("PickerDelegate.anchor() was optional in Objective-C: implement it") }
        }

        """)
    #expect(
      changes.contains("1: protocol PickerDelegate gains AnyObject (Objective-C protocols are class-only)"))
    #expect(
      changes.contains(
        "8: check: no default value known for PickerDelegate.anchor(); its default implementation traps"))
    #expect(changes.contains("9: extension PickerDelegate added after it: 5 default implementations"))
  }

  @Test func aCallSitesFallbackBecomesTheDefaultAndTheCallLosesItsQuestionMark() throws {
    let source = """
      @objc public protocol D: NSObjectProtocol { @objc optional func allows() -> Bool }
      let ok = delegate?.allows?() ?? true

      """
    let (text, changes) = try port(source)
    #expect(
      text == """
        public protocol D: NSObjectProtocol { func allows() -> Bool }

        extension D {
          public func allows() -> Bool { true }
        }
        let ok = delegate?.allows() ?? true

        """)
    #expect(changes.contains("2: allows?( -> allows( (the requirement has a default now)"))
  }

  @Test func aComparisonWithABooleanMakesTheOtherValueTheDefault() throws {
    let source = """
      @objc protocol D {
        @objc optional func shouldDrag() -> Bool
        @objc optional func shouldDrop() -> Bool
      }
      if d?.shouldDrag?() == false { return }
      if d?.shouldDrop?() != true { return }

      """
    let text = try port(source).text
    #expect(text.contains("func shouldDrag() -> Bool { true }"))
    #expect(text.contains("func shouldDrop() -> Bool { false }"))
  }

  @Test func overloadsTakeTheDefaultOfTheirOwnCallSites() throws {
    let source = """
      @objc protocol D {
        @objc optional func panel(_ p: Int, allows x: Int) -> Bool
        @objc optional func panel(_ p: Int, offsetFor x: Int) -> CGFloat
      }
      let a = d?.panel?(1, allows: 2) ?? true
      let b = d?.panel?(1, offsetFor: 2) ?? 44

      """
    let text = try port(source).text
    #expect(text.contains("func panel(_ p: Int, allows x: Int) -> Bool { true }"))
    #expect(text.contains("func panel(_ p: Int, offsetFor x: Int) -> CGFloat { 44 }"))
  }

  @Test func markersThatEmptyALineTakeTheWholeLine() throws {
    let (text, _) = try port("@objc protocol D {\n  @objc optional\n  func f()\n}\n")
    #expect(text.hasPrefix("protocol D: AnyObject {\n  func f()\n}\n"))
  }

  @Test func callsToUIKitsOptionalDelegateMembersLoseTheirQuestionMark() throws {
    let (text, _) = try port("delegate?.scrollViewDidScroll?(self)\nonTap?()\nitem.action?(1)\n")
    #expect(text == "delegate?.scrollViewDidScroll(self)\nonTap?()\nitem.action?(1)\n")
  }

  @Test func aSwiftProtocolWithoutOptionalsIsLeftAlone() throws {
    let source = "protocol P { func f() }\nprotocol Q: AnyObject { var x: Int { get } }\n"
    #expect(try port(source) == (source, []))
  }

  @Test func optionalNamesFromOneFileApplyToTheOthersPortedWithIt() throws {
    let declaring = SourceFile(
      name: "D.swift", bytes: Array("@objc protocol D { @objc optional func ping() }".utf8))
    let calling = SourceFile(name: "C.swift", bytes: Array("d?.ping?()".utf8))
    let outcomes = UIKitPorter().port([declaring, calling])
    #expect(String(decoding: try outcomes[1].get().bytes, as: UTF8.self) == "d?.ping()")
  }
}
