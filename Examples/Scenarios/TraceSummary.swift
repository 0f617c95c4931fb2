import HitTestKit

/// A long interaction trace, condensed for reading: every event where something is decided stays as it is;
/// each run of plain moves becomes one line.
///
/// A plain move is an event whose touches all moved (or stood still) and whose entries only deliver them:
/// no recognizer, control, scroll view, timer or note has anything to say. The clock advances between such
/// events go with them. A run of two or more plain moves is written as
///
/// ```
/// [0.016…0.640] 40 moves of finger 1, to (295, 285): each touchesMoved → car, handled by game
/// ```
///
/// and everything else keeps its trace lines. `--trace` shows the full trace instead.
enum TraceSummary {
  /// The trace's lines (indented as in the full trace), with runs of plain moves condensed.
  static func lines(of trace: InteractionTrace) -> [String] {
    let rendered = trace.description.split(separator: "\n").map(String.init)
    // Without hit-test details, every entry renders as exactly one line; anything else is shown whole.
    guard !trace.showsHitTestDetails, rendered.count == trace.entries.count else { return rendered }

    var output: [String] = []
    var run: [Block] = []
    for block in blocks(of: trace, rendered: rendered) {
      if block.isPlainMove || block.isClockAdvance {
        run.append(block)
        continue
      }
      output += condensed(run)
      run = []
      output += block.lines
    }
    return output + condensed(run)
  }

  /// An entry at depth 0 and the entries nested under it, with their rendered lines.
  private struct Block {
    var entries: [InteractionTrace.Entry]
    var lines: [String]

    var isClockAdvance: Bool {
      if case .clockAdvanced = entries[0].kind { return true }
      return false
    }

    /// The moved touches of an event that only delivers them, or `nil` for any other block.
    var movedTouches: [InteractionTrace.TouchSnapshot]? {
      guard case .event(_, let touches) = entries[0].kind,
        touches.allSatisfy({ $0.phase == .moved || $0.phase == .stationary })
      else { return nil }
      for entry in entries.dropFirst() {
        switch entry.kind {
        case .delivered, .forwarded, .handled, .unhandled: continue
        default: return nil
        }
      }
      return touches
    }

    var isPlainMove: Bool { movedTouches != nil }
  }

  /// The trace cut into blocks, each starting at an entry of depth 0.
  private static func blocks(of trace: InteractionTrace, rendered: [String]) -> [Block] {
    var blocks: [Block] = []
    for (entry, line) in zip(trace.entries, rendered) {
      if entry.depth == 0 || blocks.isEmpty {
        blocks.append(Block(entries: [entry], lines: [line]))
      } else {
        blocks[blocks.count - 1].entries.append(entry)
        blocks[blocks.count - 1].lines.append(line)
      }
    }
    return blocks
  }

  /// A run of plain moves (and the clock advances between them) as one line; a run with fewer than two
  /// moves as its own lines, since one line would not be shorter.
  private static func condensed(_ run: [Block]) -> [String] {
    let moveBlocks = run.filter(\.isPlainMove)
    let moves = moveBlocks.compactMap(\.movedTouches)
    guard moves.count >= 2, let first = moveBlocks.first, let last = moveBlocks.last else {
      return run.flatMap(\.lines)
    }
    let fingers = unique(moves.flatMap { $0.map(\.finger.description) })
    let end = moves[moves.count - 1].map(\.location.compactDescription).joined(separator: ", ")
    let entries = run.flatMap(\.entries)
    let receivers = unique(
      entries.compactMap { entry -> String? in
        if case .delivered(.moved, let view, _) = entry.kind { return view.name }
        return nil
      })
    let handlers = unique(
      entries.compactMap { entry -> String? in
        if case .handled(.moved, let responder) = entry.kind { return responder.name }
        return nil
      })
    var line =
      "[\(time(first.entries[0].time))…\(time(last.entries[0].time))] \(moves.count) moves of "
      + "\(fingers.joined(separator: ", ")), to \(end)"
    if !receivers.isEmpty {
      line += ": each touchesMoved → \(receivers.joined(separator: ", "))"
      if !handlers.isEmpty { line += ", handled by \(handlers.joined(separator: ", "))" }
    }
    return [line]
  }

  /// `values` without repeats, in first-seen order.
  private static func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  /// Seconds with three decimals, as the full trace prints them.
  private static func time(_ seconds: TimeInterval) -> String {
    String(format: "%.3f", seconds)
  }
}
