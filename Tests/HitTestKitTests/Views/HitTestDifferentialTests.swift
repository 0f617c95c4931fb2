import HitTestKit
import SeededRandomness
import Testing

/// Points to try in a random hierarchy: anywhere on the window, inside a chosen view, and on its edges.
func samplePoints(
  in hierarchy: RandomHierarchy, reference: ReferenceHitTester, count: Int,
  using random: inout SplitMix64
) -> [CGPoint] {
  (0..<count).map { _ in
    let roll = Double.random(in: 0..<1, using: &random)
    if roll < 0.3 {
      return CGPoint(x: random.half(in: -60...380), y: random.half(in: -60...540))
    }
    // Mostly views the search can reach when the point is right, so that deep hits are common.
    let open = hierarchy.views.indices.filter { index in
      sequence(first: index) { reference.parents[$0] }.allSatisfy(reference.isOpen)
    }
    let index =
      random.chance(0.75) && !open.isEmpty
      ? open[Int.random(in: open.indices, using: &random)]
      : Int.random(in: hierarchy.views.indices, using: &random)
    let bounds = hierarchy.views[index].bounds
    let (fx, fy): (Double, Double) =
      roll < 0.8
      ? (Double.random(in: -0.1...1.1, using: &random), Double.random(in: -0.1...1.1, using: &random))
      // An edge or corner: 0 and 1 are the half-open rule's inside and outside edges.
      : (
        Double([0, 1, 0.5][Int.random(in: 0..<3, using: &random)]),
        Double([0, 1][Int.random(in: 0..<2, using: &random)])
      )
    let x = Double(bounds.minX) + fx * Double(bounds.width)
    let y = Double(bounds.minY) + fy * Double(bounds.height)
    return reference.rootPoint(x, y, from: index)
  }
}

@Suite struct HitTestDifferentialTests {
  @Test(
    "the default hit test agrees with a plain matrix reimplementation on random hierarchies",
    arguments: 0..<16)
  func agreesWithReference(seed: UInt64) {
    var random = SplitMix64(seed: 0x4849_5454 &+ seed)
    var compared = 0
    var hitsBelowWindow = 0
    var deepHits = 0
    for _ in 0..<150 {
      let hierarchy = RandomHierarchy(using: &random)
      let reference = ReferenceHitTester(hierarchy)
      for point in samplePoints(in: hierarchy, reference: reference, count: 25, using: &random) {
        guard point.isFinite, !reference.isAmbiguous(point) else { continue }
        let expected = reference.hitTest(point)
        let actual = hierarchy.window.hitTest(point, with: nil)
        compared += 1
        if let expected, expected !== hierarchy.window { hitsBelowWindow += 1 }
        if let expected, expected.superview?.superview != nil { deepHits += 1 }
        guard actual === expected else {
          Issue.record(
            """
            seed \(seed): at \(point) the library hit \(actual?.displayName ?? "nothing"), \
            the reference \(expected?.displayName ?? "nothing")
            \(hierarchy.window.hitTestTrace(at: point))
            """)
          return
        }
      }
    }
    // 150 hierarchies × 25 points, less the few near edges; many should land below the window.
    #expect(compared > 3_000)
    #expect(hitsBelowWindow > compared / 4)
    #expect(deepHits > compared / 20, "hits two or more levels below the window")
  }
}
