import HitTestKit
import HitTestKitTesting
import Testing

/// Issue 31, item 8: `Button.titleLabel`, as UIKit's `UIButton.titleLabel`.
@Suite struct ButtonTitleLabelTests {
  @Test("a button's title label shows its title, follows it, and is the same label each time")
  func titleLabelFollowsTitle() throws {
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
    let label = try #require(button.titleLabel)
    #expect(label.text == "OK")
    #expect(button.titleLabel === label)
    button.title = "Done"
    #expect(label.text == "Done")
    #expect(label.superview === button)
    #expect(label.displayName == "OK.titleLabel")
  }

  @Test("a tap on the title label reaches the button: the label takes no touch, as UIKit's")
  func tapOnTitleHitsButton() throws {
    let window = makeWindow()
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
    window.addSubview(button)
    let label = try #require(button.titleLabel)
    #expect(label.isUserInteractionEnabled == false)
    let app = Application(window: window)
    let log = ControlEventLog(button)
    let tap = try app.tap(at: CGPoint(x: 70, y: 42))
    expectTrace(tap, contains: .hitTest(finger: 1, result: "OK"))
    #expect(log.events.contains("touchUpInside"))
  }

  @Test("the title label fills the button's bounds at each layout pass (HitTestKit lays out no text)")
  func titleLabelFillsBounds() throws {
    let button = Button(type: .system)
    let label = try #require(button.titleLabel)
    #expect(label.frame == .zero)
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    button.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
  }

  @Test("the title label is made behind the button's other subviews")
  func titleLabelIsBehindOtherSubviews() throws {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 30), title: "OK")
    let icon = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    button.addSubview(icon)
    let label = try #require(button.titleLabel)
    #expect(button.subviews.map { $0 } == [label, icon])
  }
}
