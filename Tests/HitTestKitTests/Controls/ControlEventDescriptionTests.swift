import Testing

@testable import HitTestKit

@Suite struct ControlEventDescriptionTests {
  @Test("every set of control events is described as its names joined by commas, in the declared order")
  func everySubset() {
    let named = ControlEvent.named
    var mismatches: [String] = []
    for bits in 0..<(1 << named.count) {
      var events: ControlEvent = []
      var names: [String] = []
      for (offset, (event, name)) in named.enumerated() where bits & (1 << offset) != 0 {
        events.insert(event)
        names.append(name)
      }
      if events.description != names.joined(separator: ", "), mismatches.count < 5 {
        mismatches.append("\(bits): \(events.description)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(
      ControlEvent([.touchUpInside, .primaryActionTriggered]).description
        == "touchUpInside, primaryActionTriggered")
    #expect(ControlEvent(rawValue: 1 << 40).description == "")
    #expect(ControlEvent(rawValue: 1 << 9).description == "")  // a single event without a name
    #expect(ControlEvent().description == "")
  }
}
