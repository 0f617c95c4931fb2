import Foundation
import HitTestKit
import Testing

/// The keyboard notifications an observer saw: name, begin and end frames, duration.
private final class KeyboardLog {
  var entries: [(String, CGRect, CGRect, TimeInterval)] = []

  init(_ center: ApplicationNotificationCenter) {
    let names = [
      (Responder.keyboardWillShowNotification, "willShow"),
      (Responder.keyboardDidShowNotification, "didShow"),
      (Responder.keyboardWillHideNotification, "willHide"),
      (Responder.keyboardDidHideNotification, "didHide"),
    ]
    for (name, label) in names {
      center.addObserver(forName: name, object: nil) { [unowned self] note in
        let info = note.userInfo ?? [:]
        entries.append(
          (
            label, info[Responder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .null,
            info[Responder.keyboardFrameEndUserInfoKey] as? CGRect ?? .null,
            info[Responder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? -1
          ))
      }
    }
  }
}

@Suite struct KeyboardTests {
  let shown = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
  let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)

  @Test("the keyboard slides in over 0.25 s with will-show and did-show and their frames")
  func keyboardShows() throws {
    let form = FormFixture()
    let log = KeyboardLog(form.application.notificationCenter)
    try form.application.tap(at: form.center(of: form.email))
    #expect(form.application.keyboard != nil)
    #expect(log.entries.map(\.0) == ["willShow"])
    #expect(log.entries.first?.1 == hidden)
    #expect(log.entries.first?.2 == shown)
    #expect(log.entries.first?.3 == 0.25)
    try form.application.wait(.milliseconds(250))
    #expect(log.entries.map(\.0) == ["willShow", "didShow"])
    #expect(form.application.windows.count == 2)  // the keyboard's window, as UIKit lists it
    expectLine(form.application, "keyboard: keyboardWillShow: from (x 0, y 844, w 390, h 336) to (x 0, y 508")
  }

  @Test("the keyboard comes after textFieldDidBeginEditing and editingDidBegin, as in UIKit")
  func keyboardAfterDidBegin() throws {
    let form = FormFixture()
    var order: [String] = []
    form.email.addAction(for: .editingDidBegin) { _ in order.append("editingDidBegin") }
    form.application.notificationCenter.addObserver(
      forName: Responder.keyboardWillShowNotification, object: nil
    ) {
      _ in order.append("willShow")
    }
    try form.application.tap(at: form.center(of: form.email))
    #expect(order == ["editingDidBegin", "willShow"])
  }

  @Test(
    "resigning slides the keyboard out with will-hide and did-hide; its window then lets every touch through")
  func keyboardHides() throws {
    let form = FormFixture()
    let log = KeyboardLog(form.application.notificationCenter)
    try form.application.tap(at: form.center(of: form.email))
    try form.application.wait(.milliseconds(300))
    form.email.resignFirstResponder()
    try form.application.wait(.milliseconds(300))
    #expect(log.entries.map(\.0) == ["willShow", "didShow", "willHide", "didHide"])
    #expect(log.entries[2].1 == shown)
    #expect(log.entries[2].2 == hidden)
    #expect(form.application.keyboard == nil)
    let probe = CGPoint(x: 100, y: 650)
    try form.application.tap(at: probe)
    expectLine(form.application, "hit test for finger 1 → card")
  }

  @Test("moving between fields keeps the keyboard: will-show and did-show again, in place")
  func switchingFields() throws {
    let form = FormFixture()
    let log = KeyboardLog(form.application.notificationCenter)
    try form.application.tap(at: form.center(of: form.email))
    try form.application.wait(.milliseconds(300))
    try form.application.tap(at: form.center(of: form.password))
    #expect(log.entries.map(\.0) == ["willShow", "didShow", "willShow", "didShow"])
    #expect(log.entries[2].1 == shown)
    #expect(log.entries[2].2 == shown)
  }

  @Test("the keyboard takes the touches that land on it: the card under it gets nothing")
  func keyboardTakesTouches() throws {
    let form = FormFixture()
    var cardTaps = 0
    form.card.addGestureRecognizer(TapGestureRecognizer { _ in cardTaps += 1 })
    try form.application.tap(at: form.center(of: form.email))
    try form.application.wait(.milliseconds(300))
    let underKeyboard = form.center(of: form.card)
    try form.application.tap(at: underKeyboard)
    #expect(cardTaps == 0)
    expectLine(form.application, "touchesEnded handled by keyboard")
    let explanation = form.window.explainMiss(of: form.card, at: underKeyboard)
    guard case .coveredByKeyboard(_, let firstResponder, _) = explanation.reason else {
      Issue.record("expected coveredByKeyboard, got \(explanation)")
      return
    }
    #expect(firstResponder === form.email)
    #expect("\(explanation)".contains("because email is first responder"))
  }

  @Test("a removed observer is not called")
  func removedObserver() throws {
    let form = FormFixture()
    var calls = 0
    let observer = form.application.notificationCenter.addObserver(
      forName: Responder.keyboardWillShowNotification, object: nil
    ) { _ in calls += 1 }
    form.application.notificationCenter.removeObserver(observer)
    try form.application.tap(at: form.center(of: form.email))
    #expect(calls == 0)
  }
}
