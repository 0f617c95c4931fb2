import HitTestKit
import HitTestKitTesting
import Testing

/// UIKit's coercions of `state` assignments (reference §5.3) and the actions they send (§5.5).
@Suite struct GestureStateTests {
  let point = CGPoint(x: 100, y: 100)

  @Test("cancelled from possible becomes failed, with no action")
  func cancelledFromPossible() throws {
    let scene = Scene()
    let scripted = scene.attach(ScriptedRecognizer(), as: "scripted")
    scripted.onBegan = { $0.state = .cancelled }
    let trace = try scene.app.touchDown(1, at: point)
    expectTrace(trace, contains: .coerced(recognizer: "scripted", requested: .cancelled, to: .failed))
    expectTrace(
      trace, contains: .stateChange(recognizer: "scripted", from: .possible, to: .failed, cause: .unspecified)
    )
    #expect(scene.actions.entries.isEmpty)
  }

  @Test("failed after began becomes cancelled, and the cancelled action is sent")
  func failedAfterBegan() throws {
    let scene = Scene()
    let scripted = scene.attach(ScriptedRecognizer(), as: "scripted")
    scripted.onBegan = { $0.state = .began }
    scripted.onMoved = { $0.state = .failed }
    try scene.app.touchDown(1, at: point)
    let trace = try scene.app.move(1, to: CGPoint(x: 101, y: 100))
    expectTrace(trace, contains: .coerced(recognizer: "scripted", requested: .failed, to: .cancelled))
    #expect(scene.actions.entries == ["scripted began", "scripted cancelled"])
  }

  @Test("assignments after a terminal state are ignored until reset")
  func ignoredAfterTerminal() throws {
    let scene = Scene()
    let scripted = scene.attach(ScriptedRecognizer(), as: "scripted")
    scripted.onBegan = { recognizer in
      recognizer.state = .ended
      recognizer.state = .began
      recognizer.state = .failed
    }
    let trace = try scene.app.touchDown(1, at: point)
    expectTrace(trace, contains: .ignoredRequest(recognizer: "scripted", requested: .began))
    expectTrace(trace, contains: .ignoredRequest(recognizer: "scripted", requested: .failed))
    #expect(scene.actions.entries == ["scripted ended"])
  }

  @Test("began again becomes changed; possible keeps began; one action per event reads the last state")
  func beganAgain() throws {
    let scene = Scene()
    let scripted = scene.attach(ScriptedRecognizer(), as: "scripted")
    scripted.onBegan = { recognizer in
      recognizer.state = .began
      recognizer.state = .possible
    }
    scripted.onMoved = { recognizer in
      recognizer.state = .began
      recognizer.state = .changed
    }
    try scene.app.touchDown(1, at: point)
    #expect(scripted.state == .began)
    try scene.app.move(1, to: CGPoint(x: 101, y: 100))
    // began → changed → changed within one event: one action, reading changed (open question 20).
    #expect(scene.actions.entries == ["scripted began", "scripted changed"])
  }

  @Test("a recognizer in began with no update at its next event is promoted to changed")
  func promotion() throws {
    let scene = Scene()
    let scripted = scene.attach(ScriptedRecognizer(), as: "scripted")
    scripted.onBegan = { $0.state = .began }
    try scene.app.touchDown(1, at: point)
    let trace = try scene.app.move(1, to: CGPoint(x: 101, y: 100))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "scripted", from: .began, to: .changed, cause: .stillBeganAtNextEvent))
    #expect(scene.actions.entries == ["scripted began", "scripted changed"])
  }
}
