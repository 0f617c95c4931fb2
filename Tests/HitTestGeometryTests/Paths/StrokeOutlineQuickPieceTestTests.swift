import Foundation
import SeededRandomness
import Testing

@testable import HitTestGeometry

/// The curve sampling's quick piece test answers only where it is sure, and then exactly as the full
/// test (sag by square root and division, turn by unit tangents) would.
@Suite struct StrokeOutlineQuickPieceTestTests {
  /// A piece's inputs: the chord, the middle's offset from the start, the end tangents and the middle's
  /// derivative (not a unit vector).
  struct Piece {
    var chord: PathVector
    var toMiddle: PathVector
    var u0: PathVector
    var dm: PathVector
    var u1: PathVector
  }

  /// Runs `body` with a stroke outline builder of this radius and tolerance (its elements are dropped).
  func withOutline(radius: Double, tolerance: Double, _ body: (borrowing StrokeOutline) -> Void) {
    let style = StrokeStyle(radius: radius, cap: .butt, join: .miter, miterLimit: 10)
    _ = [BezierPath.Element](unsafeUninitializedCapacity: 1) { storage, initializedCount in
      let outline = StrokeOutline(style: style, tolerance: tolerance, into: storage)
      body(outline)
      initializedCount = 0
    }
  }

  /// The unit vector at `angle` radians.
  func unit(_ angle: Double) -> PathVector { PathVector(cos(angle), sin(angle)) }

  /// A piece whose sag is `sagFactor` times half the tolerance, whose two half-turns are `angle0` and
  /// `angle1` (radians, signed), at the scale `scale` and with a middle derivative of length `speed`.
  func piece(
    direction: Double, scale: Double, sagFactor: Double, tolerance: Double, angle0: Double, angle1: Double,
    speed: Double
  ) -> Piece {
    let along = unit(direction)
    let chord = along * scale
    let toMiddle = along * (0.5 * scale) + along.perpendicular * (sagFactor * tolerance / 2)
    let u0 = unit(direction - angle0)
    let um = unit(direction)
    return Piece(chord: chord, toMiddle: toMiddle, u0: u0, dm: um * speed, u1: unit(direction + angle1))
  }

  /// How the full test decides the piece.
  func fullAnswer(_ outline: borrowing StrokeOutline, _ piece: Piece) -> Bool {
    guard let um = piece.dm.normalized else { return false }
    return outline.sagIsWithinHalfTolerance(chord: piece.chord, toMiddle: piece.toMiddle)
      && outline.turnIsWithinMaximum(piece.u0, um, piece.u1)
  }

  @Test(
    "wherever the quick test answers, it agrees with the full test, near every limit and at every scale",
    arguments: [(4.0, 0.01), (0.05, 0.01), (300.0, 0.01), (2.0, 1e-7), (1e6, 3.0)])
  func agreesWithTheFullTest(radius: Double, tolerance: Double) {
    var random = SplitMix64(seed: UInt64(radius * 1000 + tolerance * 1e9))
    withOutline(radius: radius, tolerance: tolerance) { outline in
      let maximumTurn = outline.maximumTurn
      var answered = 0
      var disagreements: [String] = []
      let total = 40_000
      for index in 0..<total {
        // Values a little either side of each limit (by 1e-16 to 1e-3, relatively), or anywhere.
        func nearLimit(_ limit: Double) -> Double {
          let nudge = exp(log(1e-16) + random.unit() * (log(1e-3) - log(1e-16)))
          return limit * (1 + (random.unit() < 0.5 ? -nudge : nudge))
        }
        let sagFactor = index % 4 == 0 ? 3 * random.unit() : nearLimit(1)
        let split = random.unit()
        let turn: Double
        switch index % 3 {
        case 0: turn = nearLimit(maximumTurn)
        case 1: turn = 2.5 * random.unit()
        default: turn = nearLimit(2 * .pi / 3)  // one half-turn near 60°
        }
        let angle0 = index % 3 == 2 ? .pi / 3 * (turn / (2 * .pi / 3)) : turn * split
        let angle1 = index % 3 == 2 ? 0.3 * random.unit() : turn - angle0
        let piece = piece(
          direction: 2 * .pi * random.unit(), scale: exp(log(1e-40) + random.unit() * log(1e80)),
          sagFactor: sagFactor, tolerance: tolerance, angle0: angle0, angle1: angle1,
          speed: exp(log(1e-40) + random.unit() * log(1e80)))
        guard
          let quick = outline.quickIsFlatAndStraight(
            chord: piece.chord, toMiddle: piece.toMiddle, piece.u0, piece.dm, piece.u1)
        else { continue }
        answered += 1
        let full = fullAnswer(outline, piece)
        if quick != full { disagreements.append("\(piece): quick \(quick), full \(full)") }
      }
      #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
      // Most pieces are far enough from the limits to be answered.
      #expect(answered > total / 2, "answered \(answered) of \(total)")
    }
  }

  @Test("it leaves to the full test what it cannot be sure of: zero, huge and non-finite values")
  func leavesTheUnsureToTheFullTest() {
    withOutline(radius: 4, tolerance: 0.01) { outline in
      let ordinary = piece(
        direction: 0.3, scale: 10, sagFactor: 0.5, tolerance: 0.01, angle0: 0.01, angle1: 0.01, speed: 30)
      #expect(
        outline.quickIsFlatAndStraight(
          chord: ordinary.chord, toMiddle: ordinary.toMiddle, ordinary.u0, ordinary.dm, ordinary.u1) == true)
      let unsure: [Piece] = [
        Piece(chord: .zero, toMiddle: ordinary.toMiddle, u0: ordinary.u0, dm: ordinary.dm, u1: ordinary.u1),
        Piece(
          chord: ordinary.chord, toMiddle: ordinary.toMiddle, u0: ordinary.u0, dm: .zero, u1: ordinary.u1),
        Piece(
          chord: ordinary.chord * 1e60, toMiddle: ordinary.toMiddle, u0: ordinary.u0, dm: ordinary.dm,
          u1: ordinary.u1),
        Piece(
          chord: ordinary.chord, toMiddle: ordinary.toMiddle, u0: ordinary.u0, dm: ordinary.dm * 1e-60,
          u1: ordinary.u1),
        Piece(
          chord: PathVector(.nan, 1), toMiddle: ordinary.toMiddle, u0: ordinary.u0, dm: ordinary.dm,
          u1: ordinary.u1),
        Piece(
          chord: ordinary.chord, toMiddle: ordinary.toMiddle, u0: ordinary.u0, dm: PathVector(.infinity, 0),
          u1: ordinary.u1),
        // Exactly at the sag limit.
        piece(direction: 0, scale: 1, sagFactor: 1, tolerance: 0.01, angle0: 0.01, angle1: 0.01, speed: 1),
      ]
      for piece in unsure {
        #expect(
          outline.quickIsFlatAndStraight(
            chord: piece.chord, toMiddle: piece.toMiddle, piece.u0, piece.dm, piece.u1) == nil,
          "\(piece)")
      }
    }
  }
}
