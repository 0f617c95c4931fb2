import Testing

@testable import HitTestKit

/// ``ValueBuffer``: values kept in order through growth, each destroyed exactly once with the buffer.
@Suite struct ValueBufferTests {
  private final class Token {}

  @Test("a value buffer keeps every value, in order, across growth, and destroys them all with itself")
  func keepsAndDestroys() {
    var weakTokens: [() -> Token?] = []
    do {
      var buffer = ValueBuffer<[Token]>()
      #expect(buffer.count == 0)
      var kept: [[Token]] = []
      for size in 0..<30 {
        let list = (0..<(size % 4)).map { _ in Token() }
        for token in list {
          weakTokens.append { [weak token] in token }
        }
        buffer.append(list)
        kept.append(list)
      }
      #expect(buffer.count == 30)
      var same = true
      for index in 0..<30 where !zip(buffer[index], kept[index]).allSatisfy({ $0 === $1 }) { same = false }
      #expect(same && buffer[29].count == 1)
      kept = []
      #expect(weakTokens.allSatisfy { $0() != nil })  // the buffer alone keeps them alive
      _ = consume buffer
    }
    #expect(!weakTokens.isEmpty && weakTokens.allSatisfy { $0() == nil })
  }

  @Test("reserving room keeps the values, and an empty buffer with or without memory goes away cleanly")
  func reserveAndEmpty() {
    var buffer = ValueBuffer<String>()
    buffer.reserve(2)
    buffer.append("a")
    buffer.reserve(100)
    buffer.reserve(1)  // smaller than the capacity: nothing happens
    buffer.append("b" + String(repeating: "x", count: 40))
    #expect(buffer.count == 2 && buffer[0] == "a" && buffer[1].hasPrefix("bxx"))
    var reserved = ValueBuffer<String>()
    reserved.reserve(4)
    #expect(reserved.count == 0)
    _ = consume reserved
    _ = ValueBuffer<String>()
  }
}
