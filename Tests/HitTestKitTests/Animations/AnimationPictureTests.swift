import HitTestKit
import Testing

@Suite struct AnimationPictureTests {
  /// A card sliding right, a quarter of the way there in time, and a badge growing in a blocked animation.
  ///
  /// The picture has the hit test of a tap where the card appears. The scene is returned too: its application runs
  /// the animations.
  private func movingScene() throws -> (AnimationScene, ScenePicture) {
    let scene = AnimationScene()
    scene.target.frame = CGRect(x: 20, y: 100, width: 80, height: 60)
    scene.target.name = "card"
    let badge = View(frame: CGRect(x: 200, y: 300, width: 60, height: 60))
    badge.name = "badge"
    scene.window.addSubview(badge)
    View.animate(withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
      scene.target.center.x += 200
    }
    View.animate(withDuration: 2) { badge.transform = CGAffineTransform(scaleX: 2, y: 2) }
    try scene.app.wait(.seconds(0.5))
    let trace = scene.window.hitTestTrace(at: CGPoint(x: 110, y: 130))
    return (
      scene, ScenePicture(root: scene.window, trace: trace, title: "A moving card, 0.5 s into its slide")
    )
  }

  @Test(
    "a moving view is drawn at its model frame and, dashed, at its presentation frame, with a legend entry")
  func presentationFrame() throws {
    let (scene, picture) = try movingScene()
    let svg = picture.svg
    #expect(scene.target.layer.animationKeys() == ["animation 1"])
    // Model frame x 220…300; presentation x 70…150, both y 100…160.
    #expect(svg.contains("points=\"70,100 150,100 150,160 70,160\" \(dashedOrange)"))
    #expect(svg.contains("card on screen"))
    #expect(svg.contains("presentation frame: where a running animation shows it now"))
    #expect(svg.contains("animating without .allowUserInteraction, or inside"))
    #expect(svg.contains("badge (animating, no touches)"))
    GoldenSVG.expect(svg, named: "moving")
  }

  @Test("a picture of a still scene has no presentation frames")
  func stillScene() {
    let scene = AnimationScene()
    let svg = ScenePicture(root: scene.window).svg
    #expect(!svg.contains("presentation frame"))
  }

  private let dashedOrange =
    "fill=\"#ffd8a8\" fill-opacity=\"0.35\" stroke=\"#e8590c\" stroke-width=\"2\" stroke-dasharray=\"6 3\""
}
