import Foundation
import HitTestGeometry
import Testing

@Suite struct PathBuildingErrorTests {
  static let line = BezierPathStrokeContainmentTests.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])

  @Test(
    "an invalid dash pattern or phase throws the error that names it",
    arguments: [
      ([CGFloat](), CGFloat(0), PathBuildingError.emptyDashPattern),
      ([4, -1], 0, .invalidDashLength(-1, index: 1)),
      ([.infinity], 0, .invalidDashLength(.infinity, index: 0)),
      ([0, 0], 0, .zeroLengthDashPattern),
      ([0], 0, .zeroLengthDashPattern),
      ([4, 2], .infinity, .invalidDashPhase(.infinity)),
      ([4, 2], -.infinity, .invalidDashPhase(-.infinity)),
    ])
  func invalidPatterns(lengths: [CGFloat], phase: CGFloat, error: PathBuildingError) {
    #expect(throws: error) { try Self.line.copy(dashingWithPhase: phase, lengths: lengths) }
  }

  @Test("a NaN dash length or phase throws the error that names its position")
  func nanPatterns() {
    // NaN is not equal to itself, so the case is matched by its shape.
    #expect {
      try Self.line.copy(dashingWithPhase: 0, lengths: [2, .nan])
    } throws: { error in
      guard case .invalidDashLength(let length, let index) = error as? PathBuildingError else { return false }
      return length.isNaN && index == 1
    }
    #expect {
      try Self.line.copy(dashingWithPhase: .nan, lengths: [2])
    } throws: { error in
      guard case .invalidDashPhase(let phase) = error as? PathBuildingError else { return false }
      return phase.isNaN
    }
  }

  @Test("dashing a 100 pt line with 1e-5 dashes is refused before building 10 million elements")
  func dashingBudget() {
    // 2 lengths × (100 / 2e-5 + 3) + 1 segment.
    #expect(throws: PathBuildingError.tooManyElements(.dashing, estimated: 10_000_007, maximum: 1 << 22)) {
      try Self.line.copy(dashingWithPhase: 0, lengths: [1e-5])
    }
  }

  @Test("the dashing budget is a parameter, and a pattern within it builds as before")
  func dashingBudgetParameter() throws {
    // 2 × (100 / 10 + 3) + 1 = 27 elements at most; the real count is 20.
    #expect(throws: PathBuildingError.tooManyElements(.dashing, estimated: 27, maximum: 26)) {
      try Self.line.copy(dashingWithPhase: 0, lengths: [5], maximumElementCount: 26)
    }
    let dashed = try Self.line.copy(dashingWithPhase: 0, lengths: [5], maximumElementCount: 27)
    #expect(dashed.elements.count == 20)
    #expect(dashed == (try Self.line.copy(dashingWithPhase: 0, lengths: [5])))
  }

  @Test("the dashing bound holds for curves, phases and odd patterns")
  func dashingBoundHolds() throws {
    let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 30))
    for (phase, lengths) in [(CGFloat(0), [CGFloat(3)]), (7, [1, 2, 0.5]), (-2, [0, 4]), (1, [10, 0.25])] {
      let period = (lengths.count % 2 == 1 ? 2 : 1) * lengths.reduce(0, +)
      let count = (lengths.count % 2 == 1 ? 2 : 1) * lengths.count
      // The control polygon of the oval's 4 cubics is longer than the curve; 4 segments.
      let controlPolygon = 2 * (80 + 30) * 1.0
      let bound = Int((Double(count) * (controlPolygon / Double(period) + 3) + 4).rounded(.up))
      let dashed = try oval.copy(dashingWithPhase: phase, lengths: lengths)
      #expect(dashed.elements.count <= bound, "phase \(phase), lengths \(lengths)")
    }
  }

  @Test("stroking a huge curve is refused from its estimate, before anything is built")
  func strokingEstimate() {
    var huge = BezierPath()
    huge.move(to: .zero)
    huge.addCurve(
      to: CGPoint(x: 1e12, y: 0), controlPoint1: CGPoint(x: 0, y: 1e12),
      controlPoint2: CGPoint(x: 1e12, y: 1e12))
    #expect {
      try huge.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    } throws: { error in
      guard case .tooManyElements(.stroking, let estimated, let maximum) = error as? PathBuildingError else {
        return false
      }
      return estimated > 100_000_000 && maximum == BezierPath.defaultMaximumElementCount
    }
  }

  @Test("the stroking budget is a parameter; a stroke within it is the same outline")
  func strokingBudgetParameter() throws {
    let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 60))
    let outline = try oval.copy(strokingWithWidth: 8, lineCap: .round, lineJoin: .round, miterLimit: 10)
    let exact = try oval.copy(
      strokingWithWidth: 8, lineCap: .round, lineJoin: .round, miterLimit: 10,
      maximumElementCount: outline.elements.count * 4)
    #expect(exact == outline)
    #expect {
      try oval.copy(
        strokingWithWidth: 8, lineCap: .round, lineJoin: .round, miterLimit: 10, maximumElementCount: 10)
    } throws: { error in
      guard case .tooManyElements(.stroking, let estimated, 10) = error as? PathBuildingError else {
        return false
      }
      return estimated > 10
    }
  }

  @Test("a stroke whose estimate passes still stops at the budget while building")
  func strokingRunningCheck() throws {
    var zigzag = BezierPath()
    zigzag.move(to: .zero)
    for index in 1...50 { zigzag.addLine(to: CGPoint(x: 10 * index, y: index % 2 == 0 ? 0 : 10)) }
    let outline = try zigzag.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
    // Lines are estimated at 19 elements each (a body and the largest join); bevels use 10.
    #expect(outline.elements.count < 50 * 19)
    #expect(throws: PathBuildingError.self) {
      try zigzag.copy(
        strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10,
        maximumElementCount: outline.elements.count - 1)
    }
  }

  @Test("the error says what to do")
  func descriptions() {
    #expect(
      PathBuildingError.tooManyElements(.dashing, estimated: 10_000_007, maximum: 4_194_304).description
        == "Dashing would build about 10000007 elements, more than the budget of 4194304; use longer dash "
        + "lengths, or pass a larger maximumElementCount if the memory (about "
        + "\(MemoryLayout<BezierPath.Element>.stride) bytes an element) is acceptable.")
    #expect(
      PathBuildingError.invalidDashLength(-1, index: 1).description
        == "Dash length 1 is -1.0; every length must be a finite number of points, zero or more.")
  }
}
