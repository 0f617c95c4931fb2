import HitTestKit

// Button in a scroll view: tap versus drag
//
// A Button lies on the content of a vertical ScrollView. Whether a touch that starts on it taps the
// button or scrolls the content depends on three settings (reference §8.4–8.8):
// - delaysContentTouches (default true): the touch-down is held from the content for 0.15 s. A quick tap
//   reaches the button when the finger lifts (began and ended back to back); a quick drag starts the
//   scroll view's pan first and the button never hears of the touch; a finger held longer than 0.15 s is
//   released to the button, which highlights and tracks.
// - touchesShouldCancel(in:) (default: false for controls): once the button has the touch, the pan asks
//   whether it may take it. A control says no, so the drag never scrolls: the button tracks instead.
// - canCancelContentTouches (default true): when false, the question is not even asked; content that has
//   the touch keeps it, whatever touchesShouldCancel would say.

/// A scroll view whose touchesShouldCancel(in:) answers true even for controls (the usual fix for
/// "a drag that starts on a button does not scroll").
private final class ButtonFriendlyScrollView: ScrollView {
  override func touchesShouldCancel(in view: View) -> Bool { true }
}

/// A 320 × 480 window, a 320 × 400 scroll view with 2,000 pt of content, and `button` at content (100, 100).
private struct ButtonInScrollView {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let app: Application
  let scrollView: ScrollView
  let button = Button(frame: CGRect(x: 100, y: 100, width: 120, height: 60), title: "button")
  private let events = EventList()

  /// The control events the button sent, in order.
  private final class EventList {
    var names: [String] = []
  }

  init(delays: Bool = true, canCancel: Bool = true, cancelsControls: Bool = false) {
    app = Application(window: window, recordsScenes: true)
    window.name = "window"
    scrollView =
      cancelsControls
      ? ButtonFriendlyScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
      : ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.name = "scrollView"
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    scrollView.delaysContentTouches = delays
    scrollView.canCancelContentTouches = canCancel
    window.addSubview(scrollView)
    scrollView.addSubview(button)
    let events = events
    for (event, name) in [
      (ControlEvent.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"),
      (.touchDragOutside, "touchDragOutside"), (.touchDragExit, "touchDragExit"),
      (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    ] {
      button.addAction(for: event) { _ in events.names.append(name) }
    }
  }

  /// One line: what the button heard and where the content ended up.
  var outcome: String {
    let heard = events.names.isEmpty ? "nothing" : events.names.joined(separator: ", ")
    return "Outcome: button sent \(heard); contentOffset \(scrollView.contentOffset.compactDescription)"
  }

  /// Taps the button quickly.
  func tap() -> InteractionTrace {
    (try? app.tap(at: CGPoint(x: 160, y: 130))) ?? InteractionTrace()
  }

  /// Holds the finger on the button for `hold`, then drags it 100 pt up in 4 moves and lifts it.
  func drag(after hold: Duration) -> InteractionTrace {
    var trace = InteractionTrace()
    do {
      trace.append(try app.touchDown(1, at: CGPoint(x: 160, y: 130)))
      trace.append(try app.wait(hold))
      for step in 1...4 {
        trace.append(try app.wait(.milliseconds(16)))
        trace.append(try app.move(1, to: CGPoint(x: 160, y: 130 - 25 * CGFloat(step))))
      }
      trace.append(try app.touchUp(1))
      trace.append(try app.wait(.seconds(1)))  // let any deceleration finish
    } catch {
      trace = InteractionTrace()
    }
    return trace
  }
}

extension Scenario {
  /// Tap versus drag on a button inside a scroll view, with the content-touch settings on and off.
  public static let buttonInScrollView = Scenario(
    name: "button-in-scroll-view",
    title: "Button in a scroll view",
    summary:
      "Tap or scroll? A button inside a scroll view, with delaysContentTouches and canCancelContentTouches."
  ) { story in
    do {
      let setup = ButtonInScrollView()
      story.scene("Delays on: a quick tap")
      story.say(
        "The touch-down is held; the finger lifts after 0.05 s and the button gets began and ended together:")
      story.show(setup.tap())
      story.say(setup.outcome)
    }
    do {
      let setup = ButtonInScrollView()
      story.scene("Delays on: a quick drag from the button")
      story.say("The pan begins 16 ms in, before the 0.15 s delay is up; the held touch is dropped:")
      story.show(setup.drag(after: .zero))
      story.say(setup.outcome)
      story.takeaway("a quick drag scrolls even when it starts on a button: the button never hears of it.")
    }
    do {
      let setup = ButtonInScrollView()
      story.scene("Delays on: hold 0.2 s, then drag")
      story.say(
        "The delay releases the touch to the button at 0.15 s; when the pan wants to begin, the button keeps it:"
      )
      story.show(setup.drag(after: .milliseconds(200)))
      story.say(setup.outcome)
      story.takeaway(
        "touchesShouldCancel(in:) is false for controls: a button that has the touch stops the scrolling.")
    }
    do {
      let setup = ButtonInScrollView(delays: false)
      story.scene("Delays off: tap, then drag")
      story.say("delaysContentTouches = false: the button gets touchDown at once.")
      _ = setup.tap()
      story.say(setup.outcome)
      story.say("And every drag that starts on it now fails to scroll:")
      _ = setup.drag(after: .zero)
      story.say(setup.outcome)
    }
    do {
      let setup = ButtonInScrollView(delays: false, cancelsControls: true)
      story.scene("Delays off, touchesShouldCancel(in:) overridden to true")
      story.say(
        "The common fix: the scroll view may take touches from controls. The drag cancels the button:")
      story.show(setup.drag(after: .zero))
      story.say(setup.outcome)
    }
    do {
      let setup = ButtonInScrollView(delays: false, canCancel: false, cancelsControls: true)
      story.scene("The same, with canCancelContentTouches = false")
      story.say("touchesShouldCancel(in:) is not asked: content that has the touch keeps it.")
      _ = setup.drag(after: .zero)
      story.say(setup.outcome)
      story.takeaway(
        "canCancelContentTouches = false: once the content is tracking a touch, dragging never scrolls.")
    }
  }
}
