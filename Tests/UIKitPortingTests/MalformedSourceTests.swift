import Testing

@testable import UIKitPorting

/// A file the scanner cannot read to its end is refused whole with a typed error naming its line; files
/// ported with it are unaffected.
@Suite struct MalformedSourceTests {
  @Test(arguments: [
    ("let a = 1\nlet s = \"open\n@objc func f() {}\n", PortError.unterminatedString(line: 2)),
    ("let s = \"\"\"\n  never closed\n", .unterminatedString(line: 1)),
    ("let r = #\"raw \" missing\n\"#", .unterminatedString(line: 1)),
    ("let s = \"a \\(f(\"b\") never\n", .unterminatedString(line: 1)),
    ("/* outer /* inner */ still open\n", .unterminatedComment(line: 1)),
    ("func f() {\n  g(#selector(h)\n", .unbalancedBracket(line: 1)),
  ])
  func malformedSourceIsRefusedWithItsLine(source: String, error: PortError) {
    let outcomes = UIKitPorter().port([
      SourceFile(name: "Bad.swift", bytes: Array(source.utf8)),
      SourceFile(name: "Good.swift", bytes: Array("@objc func g() {}".utf8)),
    ])
    #expect(throws: error) { try outcomes[0].get() }
    #expect((try? outcomes[1].get().bytes) == Array("func g() {}".utf8))
  }

  @Test func errorsSayWhatIsWrongAndWhere() {
    #expect(
      PortError.unterminatedString(line: 4).description
        == "line 4: a string literal starts here and never ends")
    #expect(
      PortError.unterminatedComment(line: 2).description
        == "line 2: a block comment starts here and never ends")
    #expect(
      PortError.unbalancedBracket(line: 9).description == "line 9: a bracket opens here and is never closed")
  }

  @Test func invalidUTF8BytesOutsideTheRewritesArePreserved() throws {
    let bytes: [UInt8] = Array("@objc func f() {} // ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
    let ported = try UIKitPorter().port([SourceFile(name: "B.swift", bytes: bytes)])[0].get()
    #expect(ported.bytes == Array("func f() {} // ".utf8) + [0xFF, 0xFE] + Array("\n".utf8))
  }
}
