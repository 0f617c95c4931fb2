import Foundation
import HitTestKit
import Testing

@Suite struct AppearanceTests {
  @Test("a colour keeps its components; alpha is clamped to 0...1 and a NaN alpha is clear")
  func colourComponents() {
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    #expect((color.red, color.green, color.blue, color.alpha) == (0.2, 0.4, 0.6, 0.5))
    #expect(Color(white: 0.5, alpha: 2).alpha == 1)
    #expect(Color(white: 0.5, alpha: -1).alpha == 0)
    #expect(Color(white: 0.5, alpha: .nan).alpha == 0)
    #expect(color.withAlphaComponent(1) == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(Color(named: "AccentColor") == nil)
    #expect(Set([Color.red, Color(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
  }

  @Test("hue, saturation and brightness convert to UIKit's red, green and blue")
  func hueSaturationBrightness() {
    func rgb(_ c: Color) -> [Double] {
      [c.red, c.green, c.blue].map { (Double($0) * 1000).rounded() / 1000 }
    }
    #expect(rgb(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0])
    #expect(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 1, 0])
    #expect(rgb(Color(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 0, 1])
    #expect(rgb(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)) == [0.4, 0.8, 0.8])
    #expect(rgb(Color(hue: 1, saturation: 0, brightness: 0.3, alpha: 1)) == [0.3, 0.3, 0.3])
  }

  @Test("the system blue is (0, 122, 255), UIKit's default tint")
  func systemColours() {
    #expect(Color.systemBlue == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(Color.clear.alpha == 0 && Color.label == Color.black)
  }

  @Test("a view with a clear background still takes touches: colours are drawing only")
  func clearBackgroundStillHit() {
    let window = makeWindow()
    let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "clear", in: window)
    view.backgroundColor = .clear
    view.layer.borderColor = Color.red.cgColor
    view.layer.shadowOpacity = 1
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    #expect(view.backgroundColor == .clear && view.layer.backgroundColor == Color.clear.cgColor)
  }

  @Test("tintColor inherits from the superview, else the system blue; nil inherits again")
  func tintInherits() {
    let parent = View(frame: .zero)
    let child = View(frame: .zero)
    parent.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .systemRed
    #expect(child.tintColor == .systemRed)
    child.tintColor = .green
    #expect(child.tintColor == .green)
    child.tintColor = nil
    #expect(child.tintColor == .systemRed)
  }

  @Test("layer values have Core Animation's defaults and keep what is set")
  func layerDefaults() {
    let layer = View(frame: .zero).layer
    #expect(layer.borderColor == Color.black.cgColor && layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
    layer.shadowOffset = CGSize(width: 2, height: 4)
    layer.shadowRadius = 8
    layer.borderColor = nil
    #expect(
      layer.shadowOffset == CGSize(width: 2, height: 4) && layer.shadowRadius == 8 && layer.borderColor == nil
    )
  }

  @Test("the main screen is 390 × 844 points at 3×")
  func mainScreen() {
    #expect(Screen.main.bounds.size == CGSize(width: 390, height: 844) && Screen.main.scale == 3)
    #expect(Screen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
  }
}

@Suite struct UIKitShapeTests {
  @Test("gestureRecognizers is nil with none, as UIKit's; setting it replaces them all")
  func gestureRecognizersOptional() {
    let view = View(frame: .zero)
    #expect(view.gestureRecognizers == nil)
    let tap = TapGestureRecognizer()
    let press = LongPressGestureRecognizer()
    view.gestureRecognizers = [tap, press]
    #expect(view.gestureRecognizers?.count == 2 && tap.view === view && press.view === view)
    view.gestureRecognizers = nil
    #expect(view.gestureRecognizers == nil && tap.view == nil)
  }

  @Test("an event's allTouches is optional, as UIKit's, and holds every touch")
  func allTouchesOptional() throws {
    let window = makeWindow()
    final class Probe: View {
      var counts: [Int] = []
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        counts.append(event?.allTouches?.count ?? -1)
      }
    }
    let probe = Probe(frame: window.bounds)
    probe.isMultipleTouchEnabled = true  // else the second finger is not delivered to it (UIKit's rule)
    window.addSubview(probe)
    let app = Application(window: window)
    try app.touchDown(1, at: CGPoint(x: 5, y: 5))
    try app.touchDown(2, at: CGPoint(x: 50, y: 5))
    #expect(probe.counts == [1, 2])
  }
}
