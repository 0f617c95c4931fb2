import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// The classic keyboard-dismissal scenario, written as UIKit code is written: a screen with a text field, a list, a
// plain view and a button, and a tap-to-dismiss recognizer on the screen's view (reference 9.11).

/// A view that logs its touch calls.
private final class TouchLogView: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

private final class SearchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  UITextFieldDelegate
{
  let searchField = UITextField(frame: CGRect(x: 20, y: 60, width: 350, height: 44))
  let tableView = UITableView(frame: CGRect(x: 0, y: 120, width: 390, height: 200), style: .plain)
  let banner = TouchLogView(frame: CGRect(x: 20, y: 340, width: 350, height: 60))
  let searchButton = UIButton(frame: CGRect(x: 20, y: 420, width: 120, height: 44), title: "Search")
  let dismissTap = UITapGestureRecognizer()
  var selected: [Int] = []
  var searches = 0
  var dismissals = 0
  var keyboardFrames: [CGRect] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.name = "searchField"
    searchField.delegate = self
    tableView.name = "results"
    banner.name = "banner"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")
    tableView.dataSource = self
    tableView.delegate = self
    searchButton.addTarget(self, action: Selector(Self.search), for: .touchUpInside)
    dismissTap.addTarget(self, action: Selector(Self.dismissKeyboard))
    dismissTap.name = "dismissTap"
    for subview in [searchField, tableView, banner, searchButton] as [UIView] { view.addSubview(subview) }
    view.addGestureRecognizer(dismissTap)
  }

  func search() { searches += 1 }

  func dismissKeyboard() {
    dismissals += 1
    view.endEditing(true)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
    cell.name = "result\(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// The screen, with the keyboard up for the search field.

private func makeScreen(cancelsTouchesInView: Bool) throws -> (UIApplication, SearchViewController) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = SearchViewController()
  window.rootViewController = controller
  controller.dismissTap.cancelsTouchesInView = cancelsTouchesInView
  let app = UIApplication(window: window)
  app.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil) { note in
    if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
      controller.keyboardFrames.append(frame)
    }
  }
  try app.tap(at: CGPoint(x: 100, y: 82))  // the search field
  try app.wait(.milliseconds(300))
  return (app, controller)
}

@Suite struct UIKeyboardDismissIdiomTests {
  @Test("a tap on the search field makes it first responder and brings the keyboard up")
  func fieldBringsKeyboard() throws {
    let (app, controller) = try makeScreen(cancelsTouchesInView: true)
    #expect(controller.searchField.isFirstResponder)
    #expect(controller.dismissals == 0)  // the field's own tap recognized first and excluded the screen's
    #expect(controller.keyboardFrames == [CGRect(x: 0, y: 508, width: 390, height: 336)])
    #expect(app.keyboard != nil)
  }

  @Test(
    "with cancelsTouchesInView on, the dismiss tap swallows a row's selection and cancels a plain view's touch"
  )
  func dismissTapSwallowsRowsAndViews() throws {
    let (app, controller) = try makeScreen(cancelsTouchesInView: true)
    try app.tap(at: CGPoint(x: 100, y: 120 + 44 + 22))  // row 1
    #expect(controller.selected.isEmpty)
    #expect(controller.dismissals == 1)
    #expect(!controller.searchField.isFirstResponder)
    controller.searchField.becomeFirstResponder()
    try app.tap(at: CGPoint(x: 100, y: 370))  // the banner
    #expect(controller.banner.log == ["began", "cancelled"])
    #expect(controller.dismissals == 2)
  }

  @Test("a button still gets its tap: it vetoes the screen's single tap, and the keyboard stays")
  func buttonKeepsItsTap() throws {
    let (app, controller) = try makeScreen(cancelsTouchesInView: true)
    let trace = try app.tap(at: CGPoint(x: 60, y: 442))
    #expect(controller.searches == 1)
    #expect(controller.dismissals == 0)
    #expect(controller.searchField.isFirstResponder)
    #expect("\(trace)".contains("asked Search.gestureRecognizerShouldBegin → false"))
  }

  @Test("with cancelsTouchesInView off, the row is selected, the view's touch ends, and the keyboard goes")
  func bothHappenWithoutCancelling() throws {
    let (app, controller) = try makeScreen(cancelsTouchesInView: false)
    try app.tap(at: CGPoint(x: 100, y: 120 + 44 + 22))
    #expect(controller.selected == [1])
    #expect(controller.dismissals == 1)
    controller.searchField.becomeFirstResponder()
    try app.tap(at: CGPoint(x: 100, y: 370))
    #expect(controller.banner.log == ["began", "ended"])
    try app.tap(at: CGPoint(x: 60, y: 442))
    #expect(controller.searches == 1)
    // Not vetoed: UIKit asks the button only when the tap cancels touches.
    #expect(controller.dismissals == 3)
  }

  @Test("UIApplication.shared.sendAction(resignFirstResponder) to nil from a button dismisses the keyboard")
  func nilTargetResign() throws {
    let (app, controller) = try makeScreen(cancelsTouchesInView: true)
    let done = UIButton(frame: CGRect(x: 200, y: 420, width: 120, height: 44), title: "Done")
    done.addAction(
      UIAction { _ in
        UIApplication.shared.sendAction(
          Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
      }, for: .touchUpInside)
    controller.view.addSubview(done)
    try app.tap(at: CGPoint(x: 260, y: 442))
    #expect(!controller.searchField.isFirstResponder)
    try app.wait(.milliseconds(300))
    #expect(app.keyboard == nil)
  }
}
