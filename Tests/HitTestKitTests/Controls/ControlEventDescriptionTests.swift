import Testing

@testable import HitTestKit

@Suite struct ControlEventDescriptionTests {
  /// UIKit's named events and their bits (`UIControl.Event`), written out here as the oracle.
  static let named: [(bit: Int, name: String)] = [
    (0, "touchDown"), (1, "touchDownRepeat"), (2, "touchDragInside"), (3, "touchDragOutside"),
    (4, "touchDragEnter"), (5, "touchDragExit"), (6, "touchUpInside"), (7, "touchUpOutside"),
    (8, "touchCancel"),
    (12, "valueChanged"), (13, "primaryActionTriggered"), (16, "editingDidBegin"), (17, "editingChanged"),
    (18, "editingDidEnd"), (19, "editingDidEndOnExit"),
  ]

  @Test("every set of named control events is described as its names joined by commas, in bit order")
  func everySubset() {
    let named = Self.named
    var mismatches: [String] = []
    for bits in 0..<(1 << named.count) {
      var events: ControlEvent = []
      var names: [String] = []
      for (offset, entry) in named.enumerated() where bits & (1 << offset) != 0 {
        events.insert(ControlEvent(rawValue: 1 << UInt(entry.bit)))
        names.append(entry.name)
      }
      if events.description != names.joined(separator: ", "), mismatches.count < 5 {
        mismatches.append("\(bits): \(events.description)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(
      ControlEvent([.touchUpInside, .primaryActionTriggered]).description
        == "touchUpInside, primaryActionTriggered")
    #expect(ControlEvent().description == "")
  }

  @Test("a bit UIKit does not name is described by its value in hexadecimal, in bit order among the names")
  func unnamedBits() {
    #expect(ControlEvent(rawValue: 1 << 9).description == "0x200")
    #expect(ControlEvent(rawValue: 1 << 40).description == "0x10000000000")
    #expect(
      ControlEvent([.touchDown, ControlEvent(rawValue: 1 << 24)]).description == "touchDown, 0x1000000")
    #expect(ControlEvent.applicationReserved.description == "0x1000000, 0x2000000, 0x4000000, 0x8000000")
    #expect(ControlEvent(rawValue: UInt.max).singleEvents.map(\.rawValue).count == UInt.bitWidth)
  }

  @Test("a set's single events come lowest bit first, one bit each")
  func singleEventsInBitOrder() {
    let events: ControlEvent = [.valueChanged, .touchDown, .touchUpInside, ControlEvent(rawValue: 1 << 63)]
    #expect(events.singleEvents.map(\.rawValue) == [1 << 0, 1 << 6, 1 << 12, 1 << 63])
    #expect(Array(ControlEvent().singleEvents).isEmpty)
  }

  @Test("the reserved ranges have UIKit's values")
  func reservedRanges() {
    #expect(ControlEvent.applicationReserved.rawValue == 0x0F00_0000)
    #expect(ControlEvent.systemReserved.rawValue == 0xF000_0000)
    #expect(ControlEvent.allEvents.isSuperset(of: [.applicationReserved, .systemReserved, .allTouchEvents]))
  }
}
