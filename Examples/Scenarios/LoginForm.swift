import HitTestKit

// A login form and its keyboard
//
// Two text fields, a "Log in" button and a terms link near the bottom. A tap on a field makes it first responder
// (through the field's own tap recognizer) and the keyboard slides in over 0.25 s, covering the bottom 336 pt. The
// screen has the classic tap-to-dismiss recognizer (cancelsTouchesInView on, the default): a tap on the background
// dismisses the keyboard, but the button keeps its tap (UIKit's rule for controls against an ancestor's single tap),
// and the button's action dismisses the keyboard itself with a nil-target resignFirstResponder, as UIKit code does.

/// The login screen's controller: the fields' delegate, the dismiss tap's and the button's target.
private final class LoginController: TextFieldDelegate {
  let email = TextField(frame: CGRect(x: 20, y: 200, width: 350, height: 44), placeholder: "email")
  let password = TextField(frame: CGRect(x: 20, y: 260, width: 350, height: 44), placeholder: "password")
  let logIn = Button(frame: CGRect(x: 20, y: 330, width: 350, height: 50), title: "logIn")
  let terms = Label(frame: CGRect(x: 20, y: 760, width: 350, height: 30))
  let dismissTap = TapGestureRecognizer()
  var loggedIn = 0

  /// The return key in the email field moves to the password field, as login forms do.
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    if textField === email { password.becomeFirstResponder() }
    return true
  }

  func dismissKeyboard() {
    dismissTap.view?.endEditing(true)
  }

  func logInTapped() {
    loggedIn += 1
    // UIKit: UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    Application.shared.sendAction(Selector(Responder.resignFirstResponder), to: nil, from: nil, for: nil)
  }
}

/// The screen in a 390 × 844 window.
private func makeScreen() -> (app: Application, window: Window, controller: LoginController) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  window.name = "window"
  let screen = View(frame: window.bounds)
  screen.name = "screen"
  window.addSubview(screen)
  let controller = LoginController()
  for field in [controller.email, controller.password] {
    field.delegate = controller
    screen.addSubview(field)
  }
  controller.logIn.addTarget(controller, action: Selector(LoginController.logInTapped), for: .touchUpInside)
  screen.addSubview(controller.logIn)
  controller.terms.name = "terms"
  controller.terms.isUserInteractionEnabled = true
  screen.addSubview(controller.terms)
  controller.dismissTap.name = "dismissTap"
  controller.dismissTap.addTarget(controller, action: Selector(LoginController.dismissKeyboard))
  screen.addGestureRecognizer(controller.dismissTap)
  return (Application(window: window, recordsScenes: true), window, controller)
}

extension Scenario {
  /// A login form: focus, the keyboard, and dismissing it by a tap and by a nil-target action.
  public static let loginForm = Scenario(
    name: "login-form",
    title: "A login form and its keyboard",
    summary:
      "A tap on a field makes it first responder and brings the keyboard; a background tap or a nil-target "
      + "resignFirstResponder sends it away, and the button keeps its tap."
  ) { story in
    let (app, window, controller) = makeScreen()
    let emailPoint = CGPoint(x: 100, y: 222)

    story.scene("A tap on the email field makes it first responder; the keyboard slides in")
    story.perform { () throws(InputError) in try app.tap(at: emailPoint) }
    story.perform { () throws(InputError) in try app.wait(.milliseconds(250)) }
    story.takeaway(
      "the field's own tap recognizer calls becomeFirstResponder(); textFieldDidBeginEditing and editingDidBegin "
        + "come first, then keyboardWillShow with the frames, and keyboardDidShow once it is in place.")

    story.scene("Typing, and the return key moves to the password field")
    app.clearTrace()
    do {
      try app.typeText("me@x.io")
      try app.pressReturn()
    } catch {
      story.say("typing refused: \(error)")
    }
    story.show(app.trace)
    story.say(
      "email.text is \"\(controller.email.text ?? "")\"; the first responder is now "
        + "\(window.firstResponder.map { ($0 as? View)?.displayName ?? "\($0)" } ?? "nobody").")
    story.takeaway(
      "textFieldShouldReturn made the password field first responder: the email field resigned for it and the "
        + "keyboard stayed (UIKit posts will-show and did-show again, in place).")

    story.scene("The terms link is under the keyboard")
    let termsPoint = CGPoint(x: 100, y: 775)
    story.perform { () throws(InputError) in try app.tap(at: termsPoint) }
    story.show(window.explainMiss(of: controller.terms, at: termsPoint))
    story.takeaway("the keyboard's window is in front of the app's: what it covers cannot be touched.")

    story.scene("The Log in button keeps its tap; its action dismisses the keyboard with a nil-target action")
    story.perform { () throws(InputError) in try app.tap(at: CGPoint(x: 100, y: 355)) }
    story.perform { () throws(InputError) in try app.wait(.milliseconds(250)) }
    story.say("logInTapped ran \(controller.loggedIn) time; dismissTap did not fire.")
    story.takeaway(
      "a button vetoes an ancestor's single tap (gestureRecognizerShouldBegin), and sendAction(_:to: nil…) "
        + "starts at the key window's first responder, the password field, which resigns.")

    story.scene("Back to the email field; then a tap on the background dismisses the keyboard")
    story.perform { () throws(InputError) in try app.tap(at: emailPoint) }
    story.perform { () throws(InputError) in try app.wait(.milliseconds(250)) }
    story.perform { () throws(InputError) in try app.tap(at: CGPoint(x: 200, y: 450)) }
    story.takeaway(
      "dismissTap on the screen recognizes and calls endEditing(true): the field resigns without being asked, and "
        + "the keyboard slides out.")
  }
}
