import Foundation
import HitTestKit
import Testing

/// Pictures show a view's appearance: its background colour, its layer's border and rounded corners.
@Suite struct AppearancePictureTests {
  @Test func aBackgroundColourFillsTheViewAtItsAlphaTimesTheViews() {
    let window = makeWindow()
    let card = makeView(CGRect(x: 10, y: 20, width: 100, height: 50), "card", in: window)
    card.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    card.alpha = 0.8
    let svg = ScenePicture(root: window).svg
    #expect(
      svg.contains(
        "<path class=\"appearance\" d=\"M10,20 110,20 110,70 10,70Z\" fill=\"#ff8000\" fill-opacity=\"0.4\"/>"
      ))
  }

  @Test func aBorderIsStrokedInItsColourOrBlackAndCornersAreRounded() {
    let window = makeWindow()
    let button = makeView(CGRect(x: 0, y: 0, width: 100, height: 40), "button", in: window)
    button.layer.borderWidth = 2
    button.layer.cornerRadius = 10
    var svg = ScenePicture(root: window).svg
    #expect(svg.contains("fill=\"none\" stroke=\"#000000\" stroke-opacity=\"1\" stroke-width=\"2\""))
    #expect(
      svg.contains("d=\"M0,10 Q0,0 10,0 L90,0 Q100,0 100,10 L100,30 Q100,40 90,40 L10,40 Q0,40 0,30 Z\""))
    button.layer.borderColor = Color.blue.cgColor
    svg = ScenePicture(root: window).svg
    #expect(svg.contains("stroke=\"#0000ff\""))
  }

  @Test func aRadiusLargerThanHalfTheShorterSideIsClampedAndABadOneIgnored() {
    #expect(
      SceneRendererProbe.path(width: 40, height: 20, radius: 50)
        == "M0,10 Q0,0 10,0 L30,0 Q40,0 40,10 L40,10 Q40,20 30,20 L10,20 Q0,20 0,10 Z")
    #expect(SceneRendererProbe.path(width: 40, height: 20, radius: .nan) == "M0,0 40,0 40,20 0,20Z")
  }

  @Test func aViewWithNoAppearanceDrawsNoAppearancePath() {
    let window = makeWindow()
    _ = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "plain", in: window)
    #expect(!ScenePicture(root: window).svg.contains("class=\"appearance\""))
  }
}

/// The rounded outline of an axis-aligned rectangle at the origin, through the picture's own drawing.
private enum SceneRendererProbe {
  static func path(width: CGFloat, height: CGFloat, radius: CGFloat) -> String {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.backgroundColor = .red
    view.layer.cornerRadius = radius
    window.addSubview(view)
    let svg = ScenePicture(root: window).svg
    guard let start = svg.range(of: "class=\"appearance\" d=\""),
      let end = svg[start.upperBound...].firstIndex(of: "\"")
    else { return "" }
    return String(svg[start.upperBound..<end])
  }
}
