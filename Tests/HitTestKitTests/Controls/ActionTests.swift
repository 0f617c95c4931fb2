import HitTestKit
import Testing

/// A window with a button at (20, 20, 100, 44) and an application around it.
private func buttonScene(_ button: Button) -> Application {
  let window = makeWindow()
  button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
  window.addSubview(button)
  return Application(window: window)
}

/// `UIAction`s run for their control events, with the control as their sender, and are matched by identifier.
@Suite struct ActionTests {
  @Test("an action added for touchUpInside runs on a tap with the control as its sender, nil afterwards")
  func actionRunsWithSender() throws {
    let button = Button(type: .system)
    var senders: [ObjectIdentifier?] = []
    let action = Action(title: "Save") { action in
      senders.append((action.sender as? Button).map { ObjectIdentifier($0) })
    }
    button.addAction(action, for: .touchUpInside)
    let app = buttonScene(button)
    try app.tap(at: button)
    #expect(senders == [ObjectIdentifier(button)])
    #expect(action.sender == nil)
  }

  @Test("an action with an existing identifier replaces the old one")
  func sameIdentifierReplaces() throws {
    let button = Button(type: .system)
    var calls: [String] = []
    let identifier = Action.Identifier("save")
    button.addAction(Action(identifier: identifier) { _ in calls.append("old") }, for: .touchUpInside)
    button.addAction(Action(identifier: identifier) { _ in calls.append("new") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(calls == ["new"])
  }

  @Test("removeAction removes only the given events; an action never added is ignored")
  func removeActionRemovesEvents() {
    let control = Control(frame: .zero)
    var calls: [String] = []
    let action = Action { _ in calls.append("ran") }
    control.addAction(action, for: [.touchUpInside, .valueChanged])
    control.removeAction(action, for: .touchUpInside)
    control.removeAction(Action { _ in }, for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["ran"])
    control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["ran"])
  }

  @Test("actions have distinct identifiers unless given one")
  func distinctIdentifiers() {
    let first = Action { _ in }
    let second = Action { _ in }
    #expect(first.identifier != second.identifier)
    #expect(first.title == "")
    #expect(first.image == nil)
  }

  @Test("a button made with a primary action is a system button titled by it that runs it on a tap")
  func primaryActionButton() throws {
    var count = 0
    let button = Button(primaryAction: Action(title: "Done") { _ in count += 1 })
    #expect(button.buttonType == .system)
    #expect(button.title == "Done")
    let app = buttonScene(button)
    try app.tap(at: button)
    #expect(count == 1)
    let plain = Button(type: .custom, primaryAction: nil)
    #expect(plain.buttonType == .custom)
    #expect(plain.title == nil)
  }
}
