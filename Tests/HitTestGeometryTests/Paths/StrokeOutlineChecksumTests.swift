import Foundation
import SeededRandomness
import Testing

@testable import HitTestGeometry

/// The stroked outline is pinned bit for bit: speed-ups of `copy(strokingWithWidth:...)` must give the
/// same elements, in the same order, with the same `Double` values (and the same budget errors).
///
/// The checksum was recorded from the outline code before its speed-up work; run this suite in debug and
/// in release (`swift build -c release -Xswiftc -enable-testing --build-tests`, then
/// `swift test -c release -Xswiftc -enable-testing --skip-build --filter StrokeOutlineChecksumTests`).
@Suite struct StrokeOutlineChecksumTests {
  /// The hash of every outline of ``checksum()`` at the recorded code.
  static let expectedChecksum: UInt64 = 0x0B53_357D_A98E_0E57

  @Test("the outlines of 3000 seeded random paths hash to the recorded checksum, bit for bit")
  func checksum() {
    var random = SplitMix64(seed: 20_261_124)
    var hash = OutlineHash()
    var elementCount = 0
    var errorCount = 0
    for index in 0..<3000 {
      let path = random.strokeChecksumPath()
      let width = CGFloat(exp(log(0.1) + random.unit() * log(1000.0)))
      let cap = LineCap.allCases[index % 3]
      let join = LineJoin.allCases[(index / 3) % 3]
      let miterLimit = index % 7 == 0 ? 1 : random.coordinate(1...12)
      let budget = index % 10 == 9 ? Int.random(in: 20...3000, using: &random) : 400_000
      do {
        let outline = try path.copy(
          strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit,
          maximumElementCount: budget)
        hash.add(outline)
        elementCount += outline.elements.count
      } catch {
        guard case .tooManyElements(_, let estimated, let maximum) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        hash.add(0xE4, UInt64(estimated), UInt64(maximum))
        errorCount += 1
      }
    }
    print(
      "stroke outline checksum: \(String(hash.value, radix: 16)) over \(elementCount) elements, "
        + "\(errorCount) budget errors")
    #expect(hash.value == Self.expectedChecksum, "checksum \(String(hash.value, radix: 16))")
  }

  @Test("an outline that outgrows its storage continues in the overflow, element for element")
  func overflowKeepsEveryElement() throws {
    var random = SplitMix64(seed: 11)
    let style = StrokeStyle(radius: 3, cap: .round, join: .round, miterLimit: 10)
    let tolerance = Double(BezierPath.strokeOutlineTolerance)
    for _ in 0..<50 {
      let path = random.strokeChecksumPath()
      let expected = try path.copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .round, miterLimit: 10)
      var overflow: [BezierPath.Element] = []
      var failure: PathBuildingError?
      // Room for 7 elements only: nearly every outline continues in the overflow.
      let stored = [BezierPath.Element](unsafeUninitializedCapacity: 7) { storage, initializedCount in
        var outline = StrokeOutline(style: style, tolerance: tolerance, into: storage)
        do throws(PathBuildingError) {
          for contour in path.contours() { try outline.add(contour, maximumElementCount: .max) }
        } catch {
          failure = error
        }
        initializedCount = outline.elements.storedCount
        overflow = outline.elements.overflow
      }
      #expect(failure == nil)
      #expect(stored + overflow == expected.elements)
    }
  }

  @Test("the checksum sees a change in one bit of one element")
  func hashSeesOneBit() {
    var line = BezierPath()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 1, y: 0))
    var nudged = BezierPath()
    nudged.move(to: .zero)
    nudged.addLine(to: CGPoint(x: 1.0.nextUp, y: 0))
    var a = OutlineHash()
    var b = OutlineHash()
    a.add(line)
    b.add(nudged)
    #expect(a.value != b.value)
  }
}

/// FNV-1a over 64-bit words: every word changes the value bijectively, so any changed bit shows.
struct OutlineHash {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func add(_ words: UInt64...) {
    for word in words { value = (value ^ word) &* 0x0000_0100_0000_01B3 }
  }

  mutating func add(_ point: CGPoint) {
    add(Double(point.x).bitPattern, Double(point.y).bitPattern)
  }

  /// Every element's kind and coordinates, and the subpath bookkeeping the next builder call would use.
  mutating func add(_ path: BezierPath) {
    add(UInt64(path.elements.count))
    for element in path.elements {
      switch element {
      case .moveTo(let point):
        add(1)
        add(point)
      case .lineTo(let point):
        add(2)
        add(point)
      case .quadCurveTo(let point, let control):
        add(3)
        add(point)
        add(control)
      case .curveTo(let point, let control1, let control2):
        add(4)
        add(point)
        add(control1)
        add(control2)
      case .closeSubpath:
        add(5)
      }
    }
    if let start = path.subpathStart { add(start) } else { add(6) }
    add(path.isSubpathClosed ? 7 : 8)
  }
}

extension SplitMix64 {
  /// A path for the outline checksum: 1–3 subpaths of lines, quadratics, cubics and arcs at ordinary,
  /// tiny, large or far-away coordinates, open or closed, with degenerate pieces mixed in (zero-length
  /// segments, cusps, collinear and coincident control points, U-turns, lone moves and dots).
  mutating func strokeChecksumPath() -> BezierPath {
    let origin: CGFloat
    let extent: CGFloat
    switch Int.random(in: 0..<10, using: &self) {
    case 0: (origin, extent) = (0, 0.05)
    case 1: (origin, extent) = (1e7, 100)
    case 2: (origin, extent) = (-2000, 4000)
    default: (origin, extent) = (0, 100)
    }
    func point() -> CGPoint {
      CGPoint(x: origin + coordinate(0...extent), y: origin + coordinate(0...extent))
    }
    var path = BezierPath()
    for _ in 0..<Int.random(in: 1...3, using: &self) {
      var current = point()
      path.move(to: current)
      for _ in 0..<Int.random(in: 0...5, using: &self) {
        let next = point()
        switch Int.random(in: 0..<16, using: &self) {
        case 0, 1, 2: path.addLine(to: next)
        case 3, 4: path.addQuadCurve(to: next, controlPoint: point())
        case 5, 6, 7: path.addCurve(to: next, controlPoint1: point(), controlPoint2: point())
        case 8:
          path.addArc(
            withCenter: point(), radius: coordinate(0...extent / 2), startAngle: coordinate(-7...7),
            endAngle: coordinate(-7...7), clockwise: Bool.random(using: &self))
        case 9:
          // Zero length: a line or a cubic that stays on the current point.
          if Bool.random(using: &self) {
            path.addLine(to: current)
          } else {
            path.addCurve(to: current, controlPoint1: current, controlPoint2: current)
          }
        case 10:
          // A cusp: the derivative d0 + 2·d1 + d2 vanishes at t = ½.
          let p1 = point()
          let p2 = point()
          let d0 = CGPoint(x: p1.x - current.x, y: p1.y - current.y)
          let d1 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
          let p3 = CGPoint(x: p2.x - d0.x - 2 * d1.x, y: p2.y - d0.y - 2 * d1.y)
          path.addCurve(to: p3, controlPoint1: p1, controlPoint2: p2)
        case 11:
          // Collinear control points, possibly beyond the ends (the curve doubles back on its line).
          let along = { (t: CGFloat) in
            CGPoint(x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t)
          }
          path.addCurve(
            to: next, controlPoint1: along(self.coordinate(-0.5...1.5)),
            controlPoint2: along(self.coordinate(-0.5...1.5)))
        case 12:
          // Control points on the ends: the tangents come from the other control legs.
          if Bool.random(using: &self) {
            path.addCurve(to: next, controlPoint1: current, controlPoint2: next)
          } else {
            path.addCurve(to: next, controlPoint1: current, controlPoint2: point())
          }
        case 13:
          // A U-turn: out and straight back.
          path.addLine(to: next)
          path.addLine(to: current)
        case 14:
          // A tiny segment among large ones.
          path.addLine(to: CGPoint(x: current.x + 1e-6, y: current.y - 1e-6))
        default:
          path.addQuadCurve(to: next, controlPoint: current)
        }
        current = path.currentPoint
      }
      if Bool.random(using: &self) { path.close() }
    }
    return path
  }
}
