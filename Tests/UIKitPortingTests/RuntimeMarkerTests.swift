import Testing

@testable import UIKitPorting

@Suite struct RuntimeMarkerTests {
  @Test func objcAndInterfaceBuilderAttributesAreRemovedWithTheirSpace() throws {
    let (text, changes) = try port(
      "@objcMembers class A {\n  @IBOutlet weak var b: B!\n  @objc(doIt:) @IBAction func tap(_ s: Any) {}\n}\n"
    )
    #expect(text == "class A {\n  weak var b: B!\n  func tap(_ s: Any) {}\n}\n")
    #expect(
      changes == [
        "1: removed @objcMembers", "2: removed @IBOutlet", "3: removed @objc(doIt:)", "3: removed @IBAction",
      ])
  }

  @Test func anAttributeAloneOnItsLineTakesTheLineWithIt() throws {
    let (text, _) = try port("class A {\n  @objc\n  func f() {}\n}\n")
    #expect(text == "class A {\n  func f() {}\n}\n")
  }

  @Test func dynamicIsRemovedAsAModifierButKeptAsAName() throws {
    let (text, changes) = try port("@objc dynamic var a = 0\nvar dynamic = 1\nprint(x.dynamic, dynamic)\n")
    #expect(text == "var a = 0\nvar dynamic = 1\nprint(x.dynamic, dynamic)\n")
    #expect(changes == ["1: removed @objc", "1: removed dynamic (Objective-C dispatch)"])
  }

  @Test func otherAttributesStay() throws {
    let source =
      "@MainActor final class A {\n  @discardableResult func f() -> Int { 0 }\n  @available(*, deprecated) var x = 0\n}\n"
    #expect(try port(source).text == source)
  }

  @Test func textInStringsAndCommentsIsNeverRewritten() throws {
    let source = """
      let a = "@objc #selector(x) \\(f("@objc")) end" // @objc #selector(y)
      let b = #"raw @objc "quoted" #selector(z) \\#(1)"#
      /* @objc /* nested #selector(w) */ still a comment */
      let c = \"\"\"
        @objc #selector(v) "quote" \\(g(\"\"\" inner \"\"\"))
        \"\"\"

      """
    let (text, changes) = try port(source)
    #expect(text == source)
    #expect(changes.isEmpty)
  }

  @Test func windowsLineEndingsAndNonASCIITextSurvive() throws {
    let (text, _) = try port("// café ☕️\r\n@objc func f() {}\r\nlet s = \"naïve\"\r\n")
    #expect(text == "// café ☕️\r\nfunc f() {}\r\nlet s = \"naïve\"\r\n")
  }

  @Test func aFileWithNothingToPortComesBackIdentical() throws {
    let source = "import Foundation\n\nstruct Point { var x = 0.0 }\nlet p = Point()\n"
    let (text, changes) = try port(source)
    #expect(text == source)
    #expect(changes.isEmpty)
  }

  @Test func anEmptyFileIsPortedToAnEmptyFile() throws {
    #expect(try port("") == ("", []))
  }
}

@Suite struct RequiredInitializerTests {
  @Test func aTableCellsStyleInitializerBecomesRequired() throws {
    let (text, changes) = try port(
      "class Cell: UITableViewCell {\n  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {}\n}\n"
    )
    #expect(text.contains("  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {}"))
    #expect(changes.count == 1)
  }

  @Test func aCollectionCellsFrameInitializerBecomesRequiredAndOtherViewsStayAsWritten() throws {
    let source = """
      class PhotoCell: UICollectionViewCell {
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      class Badge: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
      }

      """
    let (text, changes) = try port(source)
    #expect(
      text == """
        class PhotoCell: UICollectionViewCell {
          required override init(frame: CGRect) { super.init(frame: frame) }
        }
        class Badge: UIView {
          override init(frame: CGRect) { super.init(frame: frame) }
        }

        """)
    #expect(
      changes == ["2: override init(frame: CGRect) -> required (lists make registered cells through it)"])
  }
}
