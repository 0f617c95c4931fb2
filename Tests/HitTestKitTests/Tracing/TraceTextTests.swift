import SeededRandomness
import Testing

@testable import HitTestKit

@Suite struct TraceTextTests {
  @Test("an integer's decimal text is its interpolated text, for edge values and 100,000 random ones")
  func decimalMatchesInterpolation() {
    var values = [0, 1, -1, 9, 10, -10, 99, 100, 12_345, Int.max, Int.min, Int.max - 1, Int.min + 1]
    var random = SplitMix64(seed: 5)
    for _ in 0..<100_000 {
      let bits = random.next()
      values.append(Int(truncatingIfNeeded: bits >> (bits % 64)))
      values.append(-Int(truncatingIfNeeded: (bits >> 1) >> (bits % 63)))
    }
    var mismatches: [String] = []
    for value in values where TraceText.decimal(value) != "\(value)" && mismatches.count < 10 {
      mismatches.append("\(value) → \(TraceText.decimal(value))")
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test("joining parts gives the parts one after the other, short or long, empty or not, ASCII or not")
  func joinMatchesConcatenation() {
    let parts = [
      "", "a", "finger 1", "scrollView.contentTouchDelay", " failed", "→ é ✓ 👍🏽",
      String(repeating: "x", count: 300),
      "exactly 15 byte", "sixteen bytes!!!",
    ]
    for a in parts {
      for b in parts {
        #expect(TraceText.join(a, b) == a + b)
        for c in parts {
          #expect(TraceText.join(a, b, c) == a + b + c)
          #expect(TraceText.join(c, a, b, c) == c + a + b + c)
          #expect(TraceText.join(a, c, b, a, c) == a + c + b + a + c)
        }
      }
    }
    let substringBacked = String("xx a bridged-looking part xx".dropFirst(3).dropLast(3))
    #expect(TraceText.join(substringBacked, "!") == "a bridged-looking part!")
  }

  @Test("the recognizers' causes and questions read as before")
  func causesReadAsInterpolated() {
    let finger = Finger(3)
    #expect(finger.description == "finger 3")
    #expect(Finger(-12).description == "finger -12")
    #expect(
      TraceText.join("delegate shouldReceive ", finger.description) == "delegate shouldReceive \(finger)")
    let (done, required) = (1, 2)
    #expect(
      TraceText.join(
        "no tap ", TraceText.decimal(done + 1), " of ", TraceText.decimal(required), " within 0.35 s")
        == "no tap \(done + 1) of \(required) within 0.35 s")
    for duration in [0.5, 0.1, 1.0 / 3, 2, 1e-7, 12_345_678.9, 1e300] {
      let held = CGFloat(0.05)
      #expect(
        TraceText.join(
          "lifted after ", held.compactDescription, " s < minimumPressDuration ", duration.description, " s")
          == "lifted after \(held.compactDescription) s < minimumPressDuration \(duration) s")
    }
  }
}
