import Foundation
import HitTestGeometry
import Testing

@Suite struct ExtremeStrokeAndDashTests {
  private func line() -> BezierPath {
    var path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    return path
  }

  @Test("a dash pattern whose lengths overflow when added is refused as overflowing, not as all zero")
  func overflowingDashPattern() {
    let max = CGFloat.greatestFiniteMagnitude
    #expect(throws: PathBuildingError.dashPatternOverflows) {
      try line().copy(dashingWithPhase: 0, lengths: [max, max])
    }
    #expect(throws: PathBuildingError.dashPatternOverflows) {
      try line().copy(dashingWithPhase: 0, lengths: [max])
    }
    #expect(throws: PathBuildingError.zeroLengthDashPattern) {
      try line().copy(dashingWithPhase: 0, lengths: [0, 0])
    }
    #expect(
      PathBuildingError.dashPatternOverflows.description.contains("add up to more than the largest finite"))
    // A huge but finite pattern dashes: one dash longer than the line.
    #expect((try? line().copy(dashingWithPhase: 0, lengths: [1e300, 1e300])) != nil)
  }

  @Test("a stroke wider than maximumStrokeWidth strokes nothing, and its outline and strokeContains agree")
  func hugeStrokeWidthsAgree() throws {
    let point = CGPoint(x: 50, y: 30)
    for cap in [LineCap.round, .butt, .square] {
      for width: CGFloat in [1e308, .greatestFiniteMagnitude, BezierPath.maximumStrokeWidth * 10] {
        let outline = try line().copy(
          strokingWithWidth: width, lineCap: cap, lineJoin: .round, miterLimit: 10)
        #expect(outline.isEmpty)
        #expect(!line().strokeContains(point, width: width, lineCap: cap))
        #expect(outline.contains(point) == line().strokeContains(point, width: width, lineCap: cap))
      }
      let widest = BezierPath.maximumStrokeWidth
      let outline = try line().copy(strokingWithWidth: widest, lineCap: cap, lineJoin: .round, miterLimit: 10)
      for probe in [point, CGPoint(x: -1e98, y: 1e98), CGPoint(x: 0, y: 4e99)] {
        #expect(
          outline.contains(probe) == line().strokeContains(probe, width: widest, lineCap: cap),
          "\(cap) \(probe)")
      }
      #expect(line().strokeContains(point, width: widest, lineCap: cap))
    }
  }
}
