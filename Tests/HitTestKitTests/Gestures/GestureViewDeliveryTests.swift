import HitTestKit
import HitTestKitTesting
import Testing

/// What recognizers do to the view's own touch calls (reference §5.D).
@Suite struct GestureViewDeliveryTests {
  let point = CGPoint(x: 100, y: 100)

  @Test("a pan cancels the view's touches in the event where it begins")
  func panCancelsView() throws {
    let scene = Scene()
    _ = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: point)
    try scene.app.move(1, to: CGPoint(x: 104, y: 100))
    try scene.app.move(1, to: CGPoint(x: 108, y: 100))
    let beginning = try scene.app.move(1, to: CGPoint(x: 112, y: 100))
    #expect(scene.card.log == ["began", "moved", "moved", "cancelled"])
    let action = beginning.lines.firstIndex(of: "pan: action sent (began) to 1 target")
    let cancel = beginning.lines.firstIndex(of: "touchesCancelled → card [finger 1]")
    #expect(action != nil && cancel != nil && action! < cancel!, "the action comes before touchesCancelled")
    try scene.app.move(1, to: CGPoint(x: 150, y: 100))
    try scene.app.touchUp(1)
    #expect(scene.card.log == ["began", "moved", "moved", "cancelled"], "nothing after the cancellation")
  }

  @Test("delaysTouchesBegan holds touchesBegan until the recognizer fails, then replays in order")
  func delaysTouchesBegan() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.delaysTouchesBegan = true
    try scene.app.touchDown(1, at: point)
    try scene.app.move(1, to: CGPoint(x: 103, y: 100))
    #expect(scene.card.log.isEmpty)
    let lift = try scene.app.touchUp(1)
    expectTrace(lift, contains: .released(recognizer: "pan", fingers: [1]))
    #expect(scene.card.log == ["began", "moved", "ended"])

    try scene.app.touchDown(1, at: point)
    try scene.app.move(1, to: CGPoint(x: 130, y: 100))
    try scene.app.touchUp(1)
    #expect(scene.card.log == ["began", "moved", "ended"], "a recognized pan drops the held touches")
  }

  @Test("a hold of many phases (more than fit in one word) is replayed whole and in order when it ends")
  func longHoldReplayedInOrder() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.minimumNumberOfTouches = 2  // one finger never begins it: every move is held
    pan.delaysTouchesBegan = true
    try scene.app.touchDown(1, at: point)
    for step in 1...30 { try scene.app.move(1, to: CGPoint(x: 100 + CGFloat(step), y: 100)) }
    #expect(scene.card.log.isEmpty)
    try scene.app.touchUp(1)
    #expect(scene.card.log == ["began"] + Array(repeating: "moved", count: 30) + ["ended"])
  }

  @Test("cancelsTouchesInView false: the view gets the whole sequence while the pan runs")
  func cancelsTouchesInViewFalse() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.cancelsTouchesInView = false
    try scene.app.drag(from: point, to: CGPoint(x: 160, y: 100), steps: 3)
    #expect(scene.actions.entries == ["pan began", "pan changed", "pan changed", "pan ended"])
    #expect(scene.card.log == ["began", "moved", "moved", "moved", "ended"])
  }

  @Test("a swipe with delaysTouchesEnded: a lift before deciding ends the view's touch only once it fails")
  func delaysTouchesEnded() throws {
    let scene = Scene()
    _ = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    try scene.app.touchDown(1, at: point)
    try scene.app.touchUp(1)
    #expect(scene.card.log == ["began", "ended"], "the swipe fails at the lift, so the end goes through")
  }
}
