import Foundation
import HitTestGeometry
import SeededRandomness
import Testing

@Suite struct CompactDescriptionTests {
  /// The text `compactDescription` gave when it was built by string interpolation (kept here as the
  /// reference the digit-by-digit version must match byte for byte).
  private static func interpolated(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let hundredths = (Double(value) * 100).rounded()
    if Swift.abs(hundredths) >= 1e17 { return String(Double(value)) }
    let scaled = Int64(hundredths)
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return whole == 0 ? "0" : "\(sign)\(whole)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
  }

  @Test("a number's compact text is the interpolated text, for edge values and 200,000 random ones")
  func matchesInterpolation() {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 0.004, -0.004, 0.005, -0.005, 0.995, -0.995, 0.01, 0.1, 0.35, 0.15, 10, 44,
      40.5, 1.05, 99.99, 99.995, 100, 123_456.78, 1e14, 9.99e14, 1e15 - 0.01, 1e15, 1e16, 1e17, 1e18, -1e17,
      9.2e16, 9.3e16, -9.2e16, .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .pi,
      -.pi, 1.0 / 3, 2.0 / 3, 0.125, 0.375, 1.5e-3, 2.675, 1.005,
    ]
    for hundredths in -2_000...2_000 { values.append(Double(hundredths) / 100) }
    for thousandths in -3_000...3_000 { values.append(Double(thousandths) / 1_000) }
    var random = SplitMix64(seed: 11)
    for _ in 0..<200_000 {
      let exponent = Double(Int(random.next() % 40) - 20)
      let sign: Double = random.next() % 2 == 0 ? 1 : -1
      values.append(sign * random.unit() * pow(10, exponent))
      values.append(Double(bitPattern: random.next()))
    }
    var mismatches: [String] = []
    for value in values {
      let number = CGFloat(value)
      let expected = Self.interpolated(number)
      if number.compactDescription != expected, mismatches.count < 10 {
        mismatches.append("\(value): \(number.compactDescription) ≠ \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test("short texts are stored inline and long ones on the heap, both readable as normal strings")
  func lengths() {
    #expect(CGFloat(12).compactDescription == "12")
    #expect(CGFloat(-3).compactDescription == "-3")
    #expect(CGFloat(0.33333).compactDescription == "0.33")
    #expect(CGFloat(40.5).compactDescription == "40.5")
    #expect(CGFloat(-0.001).compactDescription == "0")
    let long = CGFloat(-123_456_789_012.25)
    #expect(long.compactDescription == "-123456789012.25")
    #expect(long.compactDescription.utf8.count == 16)
    #expect(long.compactDescription + "!" == "-123456789012.25!")
  }
}
