import HitTestKit

/// Every control event a test listens for, with its trace name.
let namedControlEvents: [(ControlEvent, String)] = [
  (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
  (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
  (.touchDragExit, "touchDragExit"),
  (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
  (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// Records the names of the control events a control sends, in order.
final class ControlEventLog {
  var events: [String] = []

  init(_ control: Control) {
    for (event, name) in namedControlEvents {
      control.addAction(for: event) { [unowned self] _ in self.events.append(name) }
    }
  }
}

/// A control whose tracking hooks are scripted and counted.
final class ScriptedControl: Control {
  var beginAnswer = true
  var continueAnswers: [Bool] = []
  var calls: [String] = []

  override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    calls.append("begin")
    return beginAnswer
  }
  override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    calls.append("continue")
    return continueAnswers.isEmpty ? true : continueAnswers.removeFirst()
  }
  override func endTracking(_ touch: Touch?, with event: Event?) { calls.append("end") }
  override func cancelTracking(with event: Event?) { calls.append("cancel") }
}
