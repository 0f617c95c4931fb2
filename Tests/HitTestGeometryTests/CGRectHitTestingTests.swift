import HitTestGeometry
import Testing

@Suite struct CGRectHitTestingTests {
  let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

  @Test(
    "minimum edges are inside, maximum edges outside",
    arguments: [
      (CGPoint(x: 0, y: 0), true), (CGPoint(x: 99.99, y: 49.99), true),
      (CGPoint(x: 100, y: 10), false), (CGPoint(x: 10, y: 50), false), (CGPoint(x: -0.01, y: 10), false),
    ])
  func halfOpen(point: CGPoint, expected: Bool) {
    #expect(rect.halfOpenContains(point) == expected)
  }

  @Test("NaN in the point or the rectangle is never contained and never traps")
  func nan() {
    #expect(!rect.halfOpenContains(CGPoint(x: CGFloat.nan, y: 1)))
    #expect(!CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10).halfOpenContains(CGPoint(x: 1, y: 1)))
    #expect(!CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10).halfOpenContains(CGPoint(x: 1, y: 1)))
  }

  @Test("a negative size is standardized; an empty rectangle contains nothing")
  func degenerate() {
    #expect(CGRect(x: 10, y: 10, width: -10, height: -10).halfOpenContains(CGPoint(x: 5, y: 5)))
    #expect(!CGRect(x: 0, y: 0, width: 0, height: 10).halfOpenContains(CGPoint(x: 0, y: 5)))
  }

  @Test("insets shrink, negative insets grow, too large insets give null")
  func insets() {
    #expect(rect.inset(by: EdgeInsets(all: -10)) == CGRect(x: -10, y: -10, width: 120, height: 70))
    #expect(
      rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == CGRect(x: 2, y: 1, width: 94, height: 46))
    #expect(rect.inset(by: EdgeInsets(all: 30)).isNull)
  }

  @Test(
    "numbers print compactly and deterministically",
    arguments: [
      (CGFloat(12), "12"), (40.5, "40.5"), (1.0 / 3, "0.33"), (-3, "-3"), (-0.0, "0"), (0.05, "0.05"),
      (.nan, "nan"), (-.infinity, "-inf"), (-0.004, "0"),
    ])
  func compactNumbers(value: CGFloat, text: String) {
    #expect(value.compactDescription == text)
  }

  @Test("geometry prints compactly")
  func compactGeometry() {
    #expect(CGPoint(x: 12, y: 40.5).compactDescription == "(12, 40.5)")
    #expect(CGRect(x: 0, y: 0, width: 44, height: 44).compactDescription == "(x 0, y 0, w 44, h 44)")
  }
}
