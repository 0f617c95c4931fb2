import HitTestKit

/// A trace's entries as failure messages quote them: one numbered line each, as the trace renders it.
struct RenderedTrace {
  /// The trace.
  let trace: InteractionTrace
  /// Entry `i`'s rendered line (hit tests as one line), or `nil` when an entry's text spans several lines.
  private let lines: [String]?

  /// The most entries a message lists before it says how many it left out.
  static let listLimit = 30

  init(_ trace: InteractionTrace) {
    self.trace = trace
    var oneLineEach = trace
    oneLineEach.showsHitTestDetails = false
    let lines = oneLineEach.lines
    self.lines = lines.count == trace.entries.count ? lines : nil
  }

  /// Entry `index`, numbered: `#7 tap: possible → ended (tap 1 of 1 ended)`.
  func line(_ index: Int) -> String {
    "  #\(index) " + (lines?[index] ?? "\(trace.entries[index].kind)")
  }

  /// The entries of `pattern`'s kind from `start` on, those about the pattern's subject first; or, when there
  /// is none, every entry from `start` on.
  func entriesLike(_ pattern: TracePattern, from start: Int = 0) -> String {
    let candidates = trace.entries.indices.filter { $0 >= start }
    let sameKind = candidates.filter { TracePattern.EntryKind(trace.entries[$0].kind) == pattern.kind }
    let plural = pattern.kind.rawValue + "s"
    let place = start == 0 ? "the trace's" : "from #\(start) on, the trace's"
    guard !sameKind.isEmpty else {
      let heading = "\(place) entries (it has no \(plural)\(start == 0 ? "" : " there")):"
      return list(candidates, heading: candidates.isEmpty ? "the trace has no entries there" : heading)
    }
    guard let subject = pattern.subject else { return list(sameKind, heading: "\(place) \(plural):") }
    let isAbout = { (index: Int) in
      TracePattern.subject(of: trace.entries[index]).map(subject.matches) ?? false
    }
    let ordered = sameKind.filter(isAbout) + sameKind.filter { !isAbout($0) }
    return list(ordered, heading: "\(place) \(plural) (those of \(subject) first):")
  }

  /// `heading`, then the entries' lines, at most ``listLimit`` of them.
  private func list(_ indices: [Int], heading: String) -> String {
    var text = heading
    for index in indices.prefix(Self.listLimit) { text += "\n" + line(index) }
    if indices.count > Self.listLimit { text += "\n  … and \(indices.count - Self.listLimit) more" }
    return text
  }
}
