import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct SheetScrollHandOverTests {
  /// A sheet whose view is a tall list (a vertical scroll view), scrolled down by `offset`.
  private func makeScene(offset: CGFloat, detents: [SheetPresentationController.Detent] = [.large()]) throws
    -> (
      SheetScene, ScrollView
    )
  {
    let scene = SheetScene()
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 834))
    list.name = "list"
    list.contentSize = CGSize(width: 390, height: 3000)
    list.contentOffset = CGPoint(x: 0, y: offset)
    scene.sheet.view.addSubview(list)
    scene.sheet.sheetPresentationController?.detents = detents
    try scene.present()
    return (scene, list)
  }

  /// Moves finger 1 from `start` down (or up) by `distance` in `steps` moves of 0.05 s, without lifting.
  private func drag(_ app: Application, from start: CGPoint, by distance: CGFloat, steps: Int = 20) throws {
    try app.touchDown(at: start)
    for step in 1...steps {
      try app.wait(.seconds(0.05))
      try app.move(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / CGFloat(steps)))
    }
  }

  @Test("dragging down, the content scrolls to its top first, then the sheet follows the finger")
  func contentThenSheet() throws {
    let (scene, list) = try makeScene(offset: 100)
    try drag(scene.app, from: CGPoint(x: 200, y: 300), by: 300)
    #expect(list.contentOffset.y == 0)
    let sheetTop = try #require(scene.sheet.view.superview?.frame.minY)
    // 300 pt of finger: about 100 to the content, the rest to the sheet.
    #expect(sheetTop > 150 && sheetTop < 210)
    #expect(scene.app.trace.description.contains("list reached its top"))
    try scene.app.wait(.seconds(0.5))  // the finger rests: no fling at release
    try scene.app.touchUp()
    try scene.app.wait(.seconds(1))
    // Released slowly near the top: it settles back.
    #expect(scene.root.presentedViewController === scene.sheet)
    #expect(scene.sheet.view.superview?.frame.minY == 10)
    #expect(list.contentOffset.y == 0)
  }

  @Test("dragging down with the content at its top pulls the sheet at once, and a quick release dismisses it")
  func contentAtTopPullsSheet() throws {
    let (scene, _) = try makeScene(offset: 0)
    try scene.app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 650), duration: .seconds(0.2))
    try scene.app.wait(.seconds(1))
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  @Test("dragging up at the medium detent grows the sheet first (prefersScrollingExpandsWhenScrolledToEdge)")
  func growsBeforeScrolling() throws {
    let (scene, list) = try makeScene(offset: 0, detents: [.medium(), .large()])
    try drag(scene.app, from: CGPoint(x: 200, y: 600), by: -200)
    #expect(list.contentOffset.y == 0)
    let sheetTop = try #require(scene.sheet.view.superview?.frame.minY)
    #expect(sheetTop < 422 && sheetTop > 200)
    try scene.app.touchUp()
    try scene.app.wait(.seconds(1))
    #expect(scene.sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
  }

  @Test("without prefersScrollingExpandsWhenScrolledToEdge, dragging up scrolls the content at once")
  func scrollsWithoutGrowing() throws {
    let (scene, list) = try makeScene(offset: 0, detents: [.medium(), .large()])
    scene.sheet.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge = false
    try drag(scene.app, from: CGPoint(x: 200, y: 600), by: -200)
    #expect(list.contentOffset.y > 150)
    #expect(scene.sheet.view.superview?.frame.minY == 422)
    try scene.app.touchUp()
  }
}
