import SeededRandomness
import Testing

@testable import HitTestKit

/// The packed hit-test log keeps the rules its decoding relies on (`HitTestTrace.StepLog.invariantViolations()`),
/// in every trace of random hierarchies, and the check reports a log that breaks them.
@Suite struct HitTestStepLogInvariantTests {
  @Test("every trace of random hierarchies keeps the log's rules", arguments: 0..<4)
  func randomHierarchies(seed: UInt64) {
    var random = SplitMix64(seed: 0x4C4F_4753 &+ seed)
    var checked = 0
    for _ in 0..<60 {
      let hierarchy = RandomHierarchy(using: &random)
      for _ in 0..<10 {
        let point = CGPoint(x: random.unit() * 420 - 10, y: random.unit() * 620 - 10)
        let violations = hierarchy.window.hitTestTrace(at: point).log.invariantViolations()
        #expect(violations.isEmpty, "seed \(seed) at \(point): \(violations)")
        checked += 1
      }
    }
    #expect(checked == 600)
  }

  @Test("a log whose entries break the rules is reported, rule by rule")
  func brokenLogIsReported() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let stranger = View()
    typealias Entry = HitTestTrace.StepLog.Entry
    var buffer = PlainBuffer<Entry>()
    // A visit of a view the log does not keep, too deep, with a follower a visit never has alone.
    var visit = Entry(view: ObjectIdentifier(stranger), depth: 2, tag: .visit)
    visit.followers = .defaultNil
    buffer.append(visit)
    buffer.append(Entry(view: ObjectIdentifier(root), depth: 0, tag: .subviewsFrontToBack, index: 3))
    let log = HitTestTrace.StepLog(
      entries: buffer, kept: [], otherKinds: [], root: root, result: nil, visitCount: 2)
    let violations = log.invariantViolations()
    #expect(
      violations == [
        "entry 0 is not the root's visit at depth 0",
        "1 visit entries, but visitCount is 2",
        "entry 0 names a view the log does not keep",
        "entry 0 is at depth 2, deeper than 0",
        "entry 0 (visit) has followers 2",
        "entry 1 names no kept subview list",
      ])
  }
}
