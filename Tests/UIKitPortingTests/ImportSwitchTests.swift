import Testing

@testable import UIKitPorting

@Suite struct ImportSwitchTests {
  @Test func theFirstUIKitImportBecomesTheConditionalBlockAndTheOthersGo() throws {
    let (text, changes) = try port(
      "import Foundation\nimport UIKit\nimport UIKit.UIGestureRecognizerSubclass\n\nclass A {}\n",
      switchesImport: true)
    #expect(text == "import Foundation\n\(ImportSwitch.block)\n\nclass A {}\n")
    #expect(changes.count == 2)
  }

  @Test func importsStayUnlessAsked() throws {
    let source = "import UIKit\n"
    #expect(try port(source) == (source, []))
  }
}
