import Foundation
import HitTestGeometry
import Testing

/// Differential tests against Skia (the 2-D library behind Chrome and Android) on random paths.
@Suite struct SkiaAgreementTests {
  @Test("fill containment agrees with Skia on every query away from the boundary")
  func fill() throws {
    let fixture = try SkiaFixture.load()
    var total = 0
    var disagreements: [String] = []
    for (index, fill) in fixture.fills.enumerated() {
      let path = SkiaFixture.path(verbs: fill.v, numbers: fill.n)
      let rule: FillRule = fill.rule == "evenOdd" ? .evenOdd : .winding
      for (expected, flat) in [(true, fill.in), (false, fill.out)] {
        for point in SkiaFixture.points(flat) {
          total += 1
          if path.contains(point, using: rule) != expected {
            disagreements.append("fill #\(index) \(rule) \(point.compactDescription) skia \(expected)")
          }
        }
      }
    }
    print("Skia fill agreement: \(total - disagreements.count)/\(total) (skia-python \(fixture.skia))")
    #expect(total > 10_000)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
  }

  @Test("direct stroke containment and the stroked copy agree with Skia away from the boundary")
  func stroke() throws {
    let fixture = try SkiaFixture.load()
    var total = 0
    var direct: [String] = []
    var outline: [String] = []
    for (index, stroke) in fixture.strokes.enumerated() {
      let path = SkiaFixture.path(verbs: stroke.v, numbers: stroke.n)
      let cap: LineCap = stroke.cap == "round" ? .round : stroke.cap == "square" ? .square : .butt
      let join: LineJoin = stroke.join == "round" ? .round : stroke.join == "bevel" ? .bevel : .miter
      let width = CGFloat(stroke.w)
      let miter = CGFloat(stroke.miter)
      let copy = try path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miter)
      for (expected, flat) in [(true, stroke.in), (false, stroke.out)] {
        for point in SkiaFixture.points(flat) {
          total += 1
          let label =
            "stroke #\(index) w \(stroke.w) \(cap) \(join) \(stroke.miter) \(point.compactDescription)"
          if path.strokeContains(point, width: width, lineCap: cap, lineJoin: join, miterLimit: miter)
            != expected
          {
            direct.append("\(label) skia \(expected)")
          }
          if copy.contains(point, using: .winding) != expected {
            outline.append("\(label) skia \(expected)")
          }
        }
      }
    }
    print(
      "Skia stroke agreement: direct \(total - direct.count)/\(total), outline \(total - outline.count)/\(total)"
    )
    #expect(total > 10_000)
    #expect(direct.isEmpty, "\(direct.prefix(20).joined(separator: "\n"))")
    #expect(outline.isEmpty, "\(outline.prefix(20).joined(separator: "\n"))")
  }
}
