import Testing

/// `uikit-source`: UIKit view code compiled with only its import switched, run as an app would run it.
@Suite struct UIKitSourceTests {
  @Test(
    "the UIKit source runs unchanged: layout, target-action, the delegate and the pass-through window behave")
  func runsUnchanged() throws {
    let output = try Executable.run("uikit-source")
    #expect(output.status == 0 && output.standardError.isEmpty)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    // The card's frame came from DimmingView.layoutSubviews, before any event.
    #expect(lines.contains { $0.hasSuffix("(x 20, y 140, w 280, h 200)") })
    // After all five taps: the close button (6 pt outside its bounds), no tap on the card's body, two background
    // taps (one through the banner window's empty area), and the banner's touch-down.
    #expect(
      lines.last { $0.hasPrefix("card controller:") }
        == "card controller: viewDidLoad, close button, background tap, background tap")
    #expect(lines.last { $0.hasPrefix("banner controller:") } == "banner controller: banner touch-down")
  }
}
