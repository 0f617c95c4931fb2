import SeededRandomness
import Testing

@testable import HitTestKit

@Suite struct HitTestTraceDifferentialTests {
  @Test(
    "a traced hit test returns what hitTest returns and visits the views the search must call",
    arguments: 0..<8)
  func traceAgreesWithHitTest(seed: UInt64) {
    var random = SplitMix64(seed: 0x5452_4143 &+ seed)
    var compared = 0
    for _ in 0..<150 {
      let hierarchy = RandomHierarchy(using: &random)
      let reference = ReferenceHitTester(hierarchy)
      for point in samplePoints(in: hierarchy, reference: reference, count: 20, using: &random) {
        let trace = hierarchy.window.hitTestTrace(at: point)
        let plain = hierarchy.window.hitTest(point, with: nil)
        guard trace.result === plain else {
          Issue.record(
            "seed \(seed): at \(point) the trace says \(trace.result?.displayName ?? "nothing"), hitTest \(plain?.displayName ?? "nothing")"
          )
          return
        }
        let visited = trace.visitedViews
        #expect(trace.visitedViewCount == visited.count, "the count kept while recording")
        #expect(visited.first === hierarchy.window)
        #expect(Set(visited.map(ObjectIdentifier.init)).count == visited.count, "no view is visited twice")
        if let plain { #expect(visited.contains { $0 === plain }) }
        #expect(trace.description.hasSuffix("→ hit: \(plain?.displayName ?? "nothing")\n"))
        if !reference.isAmbiguous(point) {
          #expect(visited.count == reference.visitCount(point), "seed \(seed) at \(point)")
          compared += 1
        }
      }
    }
    #expect(compared > 2_500)
  }
}
