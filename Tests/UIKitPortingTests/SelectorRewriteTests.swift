import Testing

@testable import UIKitPorting

@Suite struct SelectorRewriteTests {
  @Test func anUnqualifiedMethodIsAMethodOfTheEnclosingType() throws {
    let (text, changes) = try port(
      "b.addTarget(self, action: #selector(tapped(_:forEvent:)), for: .touchUpInside)")
    #expect(text == "b.addTarget(self, action: Selector(Self.tapped(_:forEvent:)), for: .touchUpInside)")
    #expect(changes == ["1: #selector(tapped(_:forEvent:)) -> Selector(Self.tapped(_:forEvent:))"])
  }

  @Test func selfIsDroppedAndATypeQualifierKept() throws {
    #expect(try port("#selector(self.close)").text == "Selector(Self.close)")
    #expect(try port("#selector(Menu.close)").text == "Selector(Menu.close)")
    #expect(try port("#selector( handle )").text == "Selector(Self.handle)")
  }

  @Test func accessorSelectorsAndRuntimeQuestionsAreLeftAndReported() throws {
    let source =
      "if obj.responds(to: #selector(getter: Foo.bar)) { perform(#selector(go), with: nil, afterDelay: 1) }"
    let (text, changes) = try port(source)
    #expect(
      text
        == "if obj.responds(to: #selector(getter: Foo.bar)) { perform(Selector(Self.go), with: nil, afterDelay: 1) }"
    )
    #expect(
      changes == [
        "1: check: responds(…) has no equivalent here; left as written",
        "1: check: #selector(getter: Foo.bar) has no equivalent here; left as written",
        "1: check: perform(…) has no equivalent here; left as written",
        "1: #selector(go) -> Selector(Self.go)",
      ])
  }

  @Test func aMethodNamedLikeARuntimeCallIsNotReported() throws {
    #expect(try port("func perform(action: Int) {}\nperform(action: 1)\n").changes.isEmpty)
  }
}
