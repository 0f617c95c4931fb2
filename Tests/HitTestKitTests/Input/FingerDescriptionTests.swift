import HitTestKit
import Testing

/// A finger reads as `finger N` in traces and error messages, and a set of control events as its names.
@Suite struct FingerDescriptionTests {
  @Test("a finger reads as its number, negative numbers included", arguments: [1, 3, 10, -12, Int.max])
  func fingerDescription(number: Int) {
    #expect(Finger(number).description == "finger \(number)")
  }

  @Test("an error about a finger number names the valid range")
  func invalidFingerMessage() {
    let message = InputError.invalidFinger(Finger(0)).description
    let upper = Finger.validNumbers.upperBound
    #expect(message == "finger 0 is not a finger number; number fingers from 1 to \(upper)")
  }

  @Test("a set of control events reads as its names in declaration order, one event as its name")
  func controlEventsDescription() {
    #expect(ControlEvent.touchUpInside.description == "touchUpInside")
    #expect(([.touchUpInside, .touchDown] as ControlEvent).description == "touchDown, touchUpInside")
    #expect(ControlEvent().description == "")
  }
}
