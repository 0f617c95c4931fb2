import HitTestKit

/// The text a scenario prints: headings per scene, explanations, traces and a takeaway per scene.
///
/// Every scenario prints through the same few methods, so all examples read alike:
///
/// ```
/// # Enlarged touch area
/// A 20 pt button that answers touches up to 10 pt outside its edges.
///
/// ## 1. A tap 6 pt left of the button
/// …prose…
/// hit test at (94, 110) in window
/// …
/// → hit: closeButton
/// Takeaway: …
/// ```
struct Narration: TextOutputStream {
  /// Everything written so far.
  private(set) var text = ""
  private var sceneNumber = 0
  /// Whether interaction traces are condensed: each run of plain moves written as one line.
  var condensesTraces = false
  /// Every trace shown so far, in order, for `--json`.
  private(set) var document = TraceDocument()

  /// Creates an empty narration.
  init() {}

  /// Appends `string` as it is (the `TextOutputStream` requirement).
  mutating func write(_ string: String) {
    text += string
  }

  /// Writes the scenario's title and its one-line summary.
  mutating func title(_ title: String, summary: String) {
    write("# \(title)\n\(summary)\n")
  }

  /// Starts a numbered scene: a blank line and a `## n. title` heading.
  mutating func scene(_ title: String) {
    sceneNumber += 1
    write("\n## \(sceneNumber). \(title)\n")
  }

  /// Writes a line of prose.
  mutating func say(_ line: String) {
    write(line + "\n")
  }

  /// Writes a hit-test trace (it ends with `→ hit: name`), and adds it to ``document``.
  mutating func show(_ trace: HitTestTrace) {
    document.append(trace)
    trace.write(to: &self)
  }

  /// Writes an interaction trace: the events of synthetic input, with deliveries and recognizer notes, and adds it
  /// to ``document`` with the scene snapshots of its application.
  ///
  /// With ``condensesTraces`` on, runs of plain moves shrink to one line each (see ``TraceSummary``).
  mutating func show(_ trace: InteractionTrace) {
    document.append(trace)
    guard condensesTraces else {
      trace.write(to: &self)
      return
    }
    for line in TraceSummary.lines(of: trace) { write(line + "\n") }
  }

  /// Runs synthetic input and writes its trace, or the reason the input was refused.
  mutating func perform(_ input: () throws(InputError) -> InteractionTrace) {
    do {
      show(try input())
    } catch {
      say("input refused: \(error)")
    }
  }

  /// Writes the answer to "why didn't this view get the touch?", under "Why not?" only when it was a miss.
  ///
  /// When the view did get the touch, the explanation says so plainly ("ellipse1 got the touch at …"):
  /// a "Why not?" above a success would read as a failure.
  mutating func show(_ explanation: MissExplanation) {
    if case .wasHit = explanation.reason {
      write("Hit: \(explanation)\n")
    } else {
      write("Why not? \(explanation)\n")
    }
  }

  /// Writes the one-line lesson of the scene.
  mutating func takeaway(_ line: String) {
    write("Takeaway: \(line)\n")
  }
}
