import HitTestKit
import Testing

/// The nil-target scene of the before/after traces: an editor (first responder or not) and a toolbar whose
/// Clear button sends `clearText` with a nil target; both the editor and the toolbar have `clearText`.
private struct ClearScene {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let editor = EditorView(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
  let toolbar = ToolbarView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
  let clear = Button(frame: CGRect(x: 20, y: 10, width: 80, height: 44), title: "Clear")
  let application: Application

  init() {
    window.name = "window"
    editor.name = "editor"
    toolbar.name = "toolbar"
    toolbar.addSubview(clear)
    window.addSubview(editor)
    window.addSubview(toolbar)
    clear.addTarget(nil, action: Selector(EditorView.clearText), for: .touchUpInside)
    clear.addTarget(nil, action: Selector(ToolbarView.clearText), for: .touchUpInside)
    application = Application(window: window)
  }
}

@Suite struct NilTargetActionTests {
  @Test("a control's nil-target action goes to the first responder, even outside the control's chain")
  func controlActionReachesFirstResponder() throws {
    let scene = ClearScene()
    scene.editor.becomeFirstResponder()
    try scene.application.tap(at: CGPoint(x: 60, y: 812))
    #expect(scene.editor.cleared == 1)
    #expect(scene.toolbar.cleared == 0)  // the editor's chain has no ToolbarView: that action reaches nobody
    expectLine(
      scene.application,
      "Clear: sends the action of EditorView with a nil target: the search starts at editor (the key window's "
        + "first responder), and editor handles it")
    expectLine(
      scene.application,
      "Clear: sends the action of ToolbarView with a nil target: the search starts at editor (the key window's "
        + "first responder), and nobody up the responder chain has it: not sent")
  }

  @Test("with no first responder, the search starts at the sender")
  func noFirstResponderStartsAtSender() throws {
    let scene = ClearScene()
    try scene.application.tap(at: CGPoint(x: 60, y: 812))
    #expect(scene.editor.cleared == 0)
    #expect(scene.toolbar.cleared == 1)
    expectLine(
      scene.application,
      "Clear: sends the action of ToolbarView with a nil target: the search starts at Clear (the sender, as there "
        + "is no first responder), and toolbar handles it")
  }

  @Test("sendAction(resignFirstResponder) to nil dismisses the keyboard, as UIKit code does")
  func sendResignToNil() {
    let form = FormFixture()
    form.email.becomeFirstResponder()
    let handled = Application.withCurrent(form.application) {
      Application.shared.sendAction(
        Selector(Responder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
    #expect(handled)
    #expect(!form.email.isFirstResponder)
    #expect(form.window.firstResponder == nil)
  }

  @Test(
    "sendAction to nil with neither a first responder nor a sender asks the application, and returns false")
  func nothingHandles() {
    let form = FormFixture()
    #expect(!form.application.sendAction(Selector(EditorView.clearText), to: nil, from: nil, for: nil))
    expectLine(form.application, "the search starts at application (the application, as there is neither")
  }

  @Test("sendAction with a target calls it directly")
  func explicitTarget() {
    let form = FormFixture()
    let editor = EditorView(frame: .zero)
    #expect(form.application.sendAction(Selector(EditorView.clearText), to: editor, from: nil, for: nil))
    #expect(editor.cleared == 1)
  }

  @Test("Application.shared is the application that runs a handler, and each test's own")
  func sharedResolvesToDispatchingApplication() throws {
    let first = FormFixture()
    let second = FormFixture()
    // Identities, not the applications: the button (in first's window) keeping its application would be a cycle.
    var seen: [ObjectIdentifier] = []
    let button = Button(frame: CGRect(x: 20, y: 300, width: 100, height: 44), title: "Go")
    button.addAction(for: .touchUpInside) { _ in seen.append(ObjectIdentifier(Application.shared)) }
    first.window.addSubview(button)
    try first.application.tap(at: CGPoint(x: 60, y: 320))
    #expect(seen.count == 1)
    #expect(seen.first == ObjectIdentifier(first.application))
    Application.withCurrent(second.application) {
      #expect(Application.shared === second.application)
      #expect(Application.shared.keyWindow === second.window)
      #expect(Application.shared.windows.count == 1)
    }
  }

  @Test("Application.shared is the application that fires a timer: an animation's completion sees it")
  func sharedInAnimationCompletion() throws {
    let form = FormFixture()
    var seen: Application?
    View.animate(
      withDuration: 0.2, animations: { form.card.center.x += 10 },
      completion: { _ in seen = Application.shared })
    _ = try form.application.wait(.milliseconds(300))
    #expect(seen === form.application)
  }

  @Test("two applications in parallel tasks each see their own Application.shared")
  func parallelApplications() async {
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let form = FormFixture()
          return Application.withCurrent(form.application) { Application.shared === form.application }
        }
      }
      for await sawOwn in group { #expect(sawOwn) }
    }
  }

  @Test("the key window is the one made key, else the first window")
  func keyWindow() {
    let form = FormFixture()
    let other = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    form.application.addWindow(other)
    #expect(form.application.keyWindow === form.window)
    other.makeKeyAndVisible()
    #expect(form.application.keyWindow === other)
    #expect(other.isKeyWindow)
    #expect(!form.window.isKeyWindow)
  }
}
