import Foundation
import HitTestGeometry

/// The random paths and Skia's answers written by `Scripts/fixtures/make-path-fixtures.py`.
struct SkiaFixture: Decodable {
  struct Fill: Decodable {
    var v: String
    var n: [Double]
    var rule: String
    var `in`: [Double]
    var out: [Double]
  }

  struct Stroke: Decodable {
    var v: String
    var n: [Double]
    var w: Double
    var cap: String
    var join: String
    var miter: Double
    var `in`: [Double]
    var out: [Double]
  }

  var skia: String
  var margin: Double
  var fills: [Fill]
  var strokes: [Stroke]

  static func load() throws -> SkiaFixture {
    guard
      let url = Bundle.module.url(forResource: "skia-paths", withExtension: "json", subdirectory: "Fixtures")
    else { throw CocoaError(.fileNoSuchFile) }
    return try JSONDecoder().decode(SkiaFixture.self, from: Data(contentsOf: url))
  }

  /// Builds a path from a verb string (`M L Q C Z`) and its flat list of coordinates.
  static func path(verbs: String, numbers: [Double]) -> BezierPath {
    var path = BezierPath()
    var index = 0
    func next() -> CGPoint {
      defer { index += 2 }
      return CGPoint(x: numbers[index], y: numbers[index + 1])
    }
    for verb in verbs {
      switch verb {
      case "M": path.move(to: next())
      case "L": path.addLine(to: next())
      case "Q":
        let control = next()
        path.addQuadCurve(to: next(), controlPoint: control)
      case "C":
        let control1 = next()
        let control2 = next()
        path.addCurve(to: next(), controlPoint1: control1, controlPoint2: control2)
      default: path.close()
      }
    }
    return path
  }

  /// Pairs a flat coordinate list into points.
  static func points(_ flat: [Double]) -> [CGPoint] {
    stride(from: 0, to: flat.count - 1, by: 2).map { CGPoint(x: flat[$0], y: flat[$0 + 1]) }
  }
}
