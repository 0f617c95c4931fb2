extension HitTestTrace.StepLog {
  /// The rules the recorder keeps when it packs the steps, each broken one described; empty when all hold.
  ///
  /// Tests check them on every trace they make (as swift-collections' `Deque` checks its buffer in
  /// `Deque+Testing.swift`); decoding relies on them:
  /// - every view an entry names, as the step's view or as a result, is one the log keeps alive;
  /// - the first entry is the root's visit, at depth 0, and `visitCount` counts the visit entries;
  /// - a step is at most one level deeper than the visit before it (a visit's steps are one level deeper);
  /// - only visits and bounds checks carry followers: a visit's are a prefix of bounds check, `point(inside:)`,
  ///   default `nil`, returned `nil`; a bounds check's a prefix of the last three;
  /// - a subview-list entry names a kept subview list, and an entry of another kind one of `otherKinds`.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    let views = keptViews()
    if let first = entries.first,
      first.tag != .visit || first.depth != 0 || first.view != ObjectIdentifier(root)
    {
      violations.append("entry 0 is not the root's visit at depth 0")
    }
    let visits = entries.filter { $0.tag == .visit }.count
    if visits != visitCount { violations.append("\(visits) visit entries, but visitCount is \(visitCount)") }
    let visitChain: [Entry.Followers] = [.boundsCheck, .pointInside, .defaultNil, .returnedNil]
    var deepestAllowed: Int32 = 0
    for (index, entry) in entries.enumerated() {
      if !views.contains(entry.view) {
        violations.append("entry \(index) names a view the log does not keep")
      }
      if let result = entry.result, !views.contains(result) {
        violations.append("entry \(index) names a result the log does not keep")
      }
      if entry.depth < 0 || entry.depth > deepestAllowed {
        violations.append("entry \(index) is at depth \(entry.depth), deeper than \(deepestAllowed)")
      }
      deepestAllowed = entry.tag == .visit ? entry.depth + 1 : entry.depth
      let chain: [Entry.Followers]
      switch entry.tag {
      case .visit: chain = visitChain
      case .boundsCheck: chain = Array(visitChain.dropFirst())
      default: chain = []
      }
      let prefixes = (0...chain.count).map { Entry.Followers(chain.prefix($0)) }
      if !prefixes.contains(entry.followers) {
        violations.append("entry \(index) (\(entry.tag)) has followers \(entry.followers.rawValue)")
      }
      switch entry.tag {
      case .subviewsFrontToBack:
        if !kept.indices.contains(Int(entry.index)) || kept[Int(entry.index)].keptSubviews == nil {
          violations.append("entry \(index) names no kept subview list")
        }
      case .other:
        if !otherKinds.indices.contains(Int(entry.index)) {
          violations.append("entry \(index) names no recorded kind")
        }
      case .skipped:
        if HitTestTrace.SkipReason(plainCode: entry.index) == nil {
          violations.append("entry \(index) names no skip reason")
        }
      default: break
      }
    }
    return violations
  }
}
