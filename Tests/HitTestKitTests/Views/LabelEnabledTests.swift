import HitTestKit
import HitTestKitTesting
import Testing

/// Issue 31, item 8: `Label.isEnabled`, drawing only, as UIKit's `UILabel.isEnabled`.
@Suite struct LabelEnabledTests {
  @Test("a label is enabled by default")
  func enabledByDefault() {
    #expect(Label(frame: .zero).isEnabled)
  }

  @Test("a disabled label still takes touches when user interaction is on: isEnabled only changes drawing")
  func disabledLabelStillTakesTouches() throws {
    let window = makeWindow()
    let label = Label(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    label.name = "link"
    label.isUserInteractionEnabled = true
    label.isEnabled = false
    var taps = 0
    label.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
    window.addSubview(label)
    let app = Application(window: window)
    let tap = try app.tap(at: CGPoint(x: 40, y: 30))
    expectTrace(tap, contains: .hitTest(finger: 1, result: "link"))
    #expect(taps == 1)
  }

  @Test("an enabled label with user interaction off takes no touch")
  func enabledLabelWithoutInteractionTakesNone() throws {
    let window = makeWindow()
    let label = Label(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    label.isEnabled = true
    window.addSubview(label)
    #expect(window.hitTest(CGPoint(x: 40, y: 30), with: nil) === window)
  }
}
