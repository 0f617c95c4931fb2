import HitTestKit

// Tap on a label
//
// "My tap recognizer on a label never fires." A label (like an image view) starts out with user
// interaction disabled, so hit testing skips it: the recognizer is attached, but no touch ever reaches
// the label, and the tap goes to the view behind. One property fixes it.

/// A login screen: a `forgotPassword` label with a tap recognizer, on a `form` view, in a 320 × 480 window.
private func makeScreen() -> (app: Application, window: Window, label: Label, taps: Counter) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  let form = View(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
  form.name = "form"
  window.addSubview(form)
  let label = Label(frame: CGRect(x: 20, y: 150, width: 200, height: 30))
  label.name = "forgotPassword"
  label.text = "Forgot your password?"
  form.addSubview(label)
  let taps = Counter()
  let tap = TapGestureRecognizer { _ in taps.count += 1 }
  tap.name = "forgotTap"
  label.addGestureRecognizer(tap)
  return (Application(window: window, recordsScenes: true), window, label, taps)
}

/// Counts the recognizer's actions.
private final class Counter {
  var count = 0
}

extension Scenario {
  /// A tap recognizer on a label that never fires until the label's user interaction is turned on.
  public static let labelTap = Scenario(
    name: "label-tap",
    title: "Tap on a label",
    summary:
      "A tap recognizer on a label never fires: labels ignore touches until isUserInteractionEnabled is set."
  ) { story in
    let (app, window, label, taps) = makeScreen()
    let point = CGPoint(x: 100, y: 265)

    story.scene("The recognizer is attached, but the tap goes to the form behind")
    story.say("\(label) has a tap recognizer; the tap is at \(point.compactDescription).")
    story.perform { () throws(InputError) in try app.tap(at: point) }
    story.say("The recognizer's action ran \(taps.count) times. Why:")
    story.show(window.explainMiss(of: label, at: point))
    story.takeaway(
      "a label starts with isUserInteractionEnabled false (as UIKit's does, and an image view's), so hit testing "
        + "skips it and its recognizers never see a touch.")

    story.scene("The fix: turn user interaction on")
    label.isUserInteractionEnabled = true
    story.perform { () throws(InputError) in try app.tap(at: point) }
    story.say("The recognizer's action ran \(taps.count) time.")
    story.takeaway("set isUserInteractionEnabled = true on a label or image view that should take touches.")
  }
}
