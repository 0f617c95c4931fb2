import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A one-time-code screen as apps write it: a field that takes at most six digits, filtered in the delegate's
// shouldChangeCharactersIn, with the code's length shown as it changes.

private final class CodeViewController: UIViewController, UITextFieldDelegate {
  let codeField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
  private(set) var lengths: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    codeField.delegate = self
    codeField.addTarget(self, action: Selector(Self.codeChanged), for: .editingChanged)
    view.addSubview(codeField)
  }

  func codeChanged() {
    lengths.append(codeField.text?.count ?? 0)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    let current = textField.text ?? ""
    guard let stringRange = Range(range, in: current) else { return false }
    let updated = current.replacingCharacters(in: stringRange, with: string)
    return updated.count <= 6 && updated.allSatisfy(\.isNumber)
  }
}

@Suite struct UITextFieldShouldChangeIdiomTests {
  @Test("a code field's delegate keeps letters out and stops at six digits; delete still works")
  func codeFieldFiltersTyping() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = CodeViewController()
    window.rootViewController = screen
    let app = UIApplication(window: window)
    try app.tap(at: CGPoint(x: 195, y: 122))
    #expect(screen.codeField.isFirstResponder)
    try app.typeText("12a34567")
    #expect(screen.codeField.text == "123456")
    try app.pressDelete()
    #expect(screen.codeField.text == "12345")
    #expect(screen.lengths == [1, 2, 3, 4, 5, 6, 5])
  }
}
