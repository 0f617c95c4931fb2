import Foundation
import HitTestKit
import Testing

/// The JSON writer of the trace export: key order, number spelling, escaping, non-finite numbers, depth.
@Suite struct JSONValueTests {
  @Test("object members keep the order given, and the text is the same every time")
  func keyOrder() {
    let value = JSONValue.object([("version", .integer(1)), ("format", "f"), ("a", .null)])
    #expect(value.text() == #"{"version":1,"format":"f","a":null}"#)
    #expect(value.text() == value.text())
  }

  @Test(
    "numbers: integral values without a fraction, others in the shortest round-trip spelling",
    arguments: [
      (30.0, "30"), (-2, "-2"), (0.15, "0.15"), (-0.0, "0"), (1e20, "1e+20"),
      (0.1 + 0.2, "0.30000000000000004"),
      (9_007_199_254_740_992, "9007199254740992.0"),
    ])
  func numbers(_ number: Double, _ text: String) {
    #expect(JSONValue.number(number).text() == text)
  }

  @Test("NaN and infinities are written as the strings nan, inf and -inf, so the text stays valid JSON")
  func nonFiniteNumbers() throws {
    let value = JSONValue.array([.number(.nan), .number(.infinity), .number(-.infinity)])
    let text = value.text()
    #expect(text == #"["nan","inf","-inf"]"#)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
    #expect(parsed == ["nan", "inf", "-inf"])
  }

  @Test("strings are escaped as JSON requires, and read back unchanged")
  func escaping() throws {
    let string = "quote \" backslash \\ newline \n tab \t bell \u{7} é 👆"
    let text = JSONValue.array([.string(string)]).text()
    #expect(text.contains(#"\u0007"#))
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
    #expect(parsed == [string])
  }

  @Test("indented text: one member per line, containers of scalars on one line, empty containers closed")
  func indentation() {
    let value = JSONValue.object([
      ("point", .object([("x", .integer(1)), ("y", .integer(2))])), ("list", .array([])),
      ("nested", .array([.object([("a", true)])])),
    ])
    #expect(
      value.text(indent: 2) == """
        {
          "point": {"x": 1, "y": 2},
          "list": [],
          "nested": [
            {"a": true}
          ]
        }
        """)
  }

  @Test("a value nested 2,000 levels deep is written whole (the writer keeps its own stack)")
  func deepNesting() {
    // The export's own documents are a few levels deep (hit-test steps and scene views are flat lists); the
    // depth here is bounded by freeing the value, which Swift does recursively, not by the writer.
    var value = JSONValue.null
    for _ in 0..<2_000 { value = .array([value, .integer(1)]) }
    let text = value.text()
    #expect(text.hasPrefix("[[[") && text.hasSuffix(",1],1]"))
    #expect(text.count == 2_000 * 4 + 4)
  }
}
