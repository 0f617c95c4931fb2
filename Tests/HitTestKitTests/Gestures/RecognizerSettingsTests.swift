import Foundation
import HitTestKit
import Testing

/// The recognizer settings now stored together in one value (`GestureRecognizer.Flags`, issue 30): each public
/// property keeps UIKit's default, reads back what was set, and changes no other.
@Suite struct RecognizerSettingsTests {
  @Test("a new recognizer has UIKit's defaults: possible, enabled, cancels touches, delays only touchesEnded")
  func defaults() {
    let recognizer = TapGestureRecognizer()
    #expect(recognizer.state == .possible)
    #expect(recognizer.isEnabled)
    #expect(recognizer.cancelsTouchesInView)
    #expect(!recognizer.delaysTouchesBegan)
    #expect(recognizer.delaysTouchesEnded)
  }

  @Test("each setting reads back what was set and leaves the others as they were")
  func settingsAreIndependent() {
    let recognizer = TapGestureRecognizer()
    recognizer.delaysTouchesBegan = true
    #expect(recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded && recognizer.cancelsTouchesInView)
    recognizer.delaysTouchesEnded = false
    #expect(
      recognizer.delaysTouchesBegan && !recognizer.delaysTouchesEnded && recognizer.cancelsTouchesInView)
    recognizer.cancelsTouchesInView = false
    #expect(
      recognizer.delaysTouchesBegan && !recognizer.delaysTouchesEnded && !recognizer.cancelsTouchesInView)
    recognizer.isEnabled = false
    #expect(!recognizer.isEnabled && recognizer.state == .possible && recognizer.delaysTouchesBegan)
    recognizer.isEnabled = true
    #expect(recognizer.isEnabled)
  }

  @Test(
    "disabling a recognizer with a touch down fails it at once, and it takes the next touch when enabled again"
  )
  func disablingMidGesture() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    var recognized = 0
    let tap = TapGestureRecognizer { _ in recognized += 1 }
    view.addGestureRecognizer(tap)
    let app = Application(window: window)
    try app.touchDown(1, at: CGPoint(x: 50, y: 50))
    tap.isEnabled = false
    try app.touchUp(1)
    #expect(recognized == 0)
    tap.isEnabled = true
    try app.touchDown(1, at: CGPoint(x: 50, y: 50))
    try app.touchUp(1)
    try app.wait(.milliseconds(400))
    #expect(recognized == 1)
  }
}
