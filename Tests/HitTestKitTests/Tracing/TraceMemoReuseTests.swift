import HitTestKit
import Testing

/// The texts a recognizer keeps from one gesture to the next (its trace memos) read exactly as built anew.
@Suite struct TraceMemoReuseTests {
  /// The recognizers of the `touchBound` entries of `trace`, in order.
  private func boundLists(_ trace: InteractionTrace) -> [[String]] {
    trace.entries.compactMap {
      if case .touchBound(_, _, let recognizers) = $0.kind { recognizers } else { nil }
    }
  }

  @Test("a delegate's shouldReceive question names the finger asked about, again and for another finger")
  func shouldReceiveNamesEachFinger() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    let delegate = ScriptedDelegate()
    tap.delegate = delegate
    let point = CGPoint(x: 50, y: 50)
    for (finger, expected) in [(Finger(1), "finger 1"), (1, "finger 1"), (2, "finger 2"), (1, "finger 1")] {
      let trace = try scene.app.touchDown(finger, at: point)
      #expect(trace.lines.contains("tap: asked delegate shouldReceive \(expected) → true"))
      try scene.app.touchUp(finger)
      try scene.app.wait(.seconds(1))
    }
  }

  @Test("a touch's bound recognizers are listed by their names at that touch: renamed, the next list says so")
  func boundNamesFollowRenaming() throws {
    let scene = Scene()
    let first = scene.attach(TapGestureRecognizer(), as: "first")
    _ = scene.attach(LongPressGestureRecognizer(), as: "second")
    let point = CGPoint(x: 50, y: 50)
    func boundAtNextTap() throws -> [[String]] {
      let trace = try scene.app.tap(at: point)
      try scene.app.wait(.seconds(1))
      return boundLists(trace)
    }
    #expect(try boundAtNextTap() == [["first", "second"]])
    #expect(try boundAtNextTap() == [["first", "second"]])
    first.name = "renamed"
    #expect(try boundAtNextTap() == [["renamed", "second"]])
    first.name = nil
    #expect(try boundAtNextTap() == [["TapGestureRecognizer", "second"]])
    #expect(try boundAtNextTap() == [["TapGestureRecognizer", "second"]])
    first.isEnabled = false
    #expect(try boundAtNextTap() == [["second"]])
    first.isEnabled = true
    #expect(try boundAtNextTap() == [["TapGestureRecognizer", "second"]])
  }
}
