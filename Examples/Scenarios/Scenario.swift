public import CommandLineUsage
public import HitTestKit

/// One example scenario: a small view hierarchy that rebuilds a classic UIKit trick and tells its story.
///
/// Each scenario lives in its own annotated file in `Examples/Scenarios/`, so the code you read is the
/// code that runs. The example executables (`swift run enlarged-touch-area`) print one scenario; `swift
/// run tour` prints them all in order; `ExampleTests` compares every output with a checked-in snapshot.
/// The output is deterministic: no wall clock, no randomness, no addresses.
///
/// ```swift
/// print(Scenario.enlargedTouchArea.output, terminator: "")
/// // # Enlarged touch area
/// // …
/// ```
public struct Scenario: Sendable {
  /// The scenario's executable name, kebab-case (`"enlarged-touch-area"`); also its snapshot's name.
  public let name: String
  /// A short title for headings (`"Enlarged touch area"`).
  public let title: String
  /// One line saying what the scenario shows, for the tour and the README.
  public let summary: String
  /// Whether the output condenses long interaction traces unless asked for them in full (`--trace`).
  public let summarizesTraces: Bool
  /// Tells the story: builds the views, hit-tests them and narrates what happened.
  private let body: @Sendable (inout Narration) -> Void

  /// Creates a scenario from its names and the code that tells it; `summarizesTraces` for one whose
  /// traces are too long to read whole (a stroke is 40 events).
  init(
    name: String, title: String, summary: String, summarizesTraces: Bool = false,
    body: @escaping @Sendable (inout Narration) -> Void
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.summarizesTraces = summarizesTraces
    self.body = body
  }

  /// Runs the scenario and writes its narrated output, starting with a `# title` heading, to `stream`.
  ///
  /// A scenario that ``summarizesTraces`` writes each run of plain moves as one line, unless `fullTraces`.
  public func write(to stream: inout some TextOutputStream, fullTraces: Bool = false) {
    stream.write(record(fullTraces: fullTraces).output)
  }

  /// Runs the scenario and returns its narrated output (see ``write(to:fullTraces:)``) and every trace it
  /// showed, in order, as a JSON document (with the scene snapshots its applications recorded).
  public func record(fullTraces: Bool = false) -> (output: String, document: TraceDocument) {
    var narration = Narration()
    narration.condensesTraces = summarizesTraces && !fullTraces
    narration.title(title, summary: summary)
    body(&narration)
    return (narration.text, narration.document)
  }

  /// Runs the scenario and returns its narrated output, traces summarized where the scenario does that.
  public var output: String { output(fullTraces: false) }

  /// Runs the scenario and returns its narrated output, with every trace in full if `fullTraces`.
  public func output(fullTraces: Bool) -> String {
    var text = ""
    write(to: &text, fullTraces: fullTraces)
    return text
  }

  /// The `--trace` flag of a scenario that ``summarizesTraces`` (and of the tour).
  public static let traceOption = Usage.Option.flag(
    "--trace", help: "print every event of every trace instead of a summary of the long ones")

  /// The scenario's command line: `--help`, `--trace` if it ``summarizesTraces``, `--json`, `--explore`, and
  /// `extraOptions`.
  public func usage(adding extraOptions: [Usage.Option] = []) -> Usage {
    Usage(
      program: name, summary: summary,
      options: (summarizesTraces ? [Self.traceOption] : []) + [.json, .explore] + extraOptions)
  }

  /// The example executable's whole job: reads the command line (exiting on `--help` or a mistake), runs the
  /// scenario, writes its traces to the `--json` and `--explore` paths if given (exiting with a message if it cannot),
  /// then prints the scenario.
  public func run() {
    let usage = usage()
    let arguments = usage.parseOrExit()
    let (output, document) = record(fullTraces: arguments.contains(Self.traceOption.name))
    usage.writeOrExit(toFile: arguments.jsonPath) { try document.write(toFile: $0) }
    usage.writeOrExit(toFile: arguments.explorePath) {
      try ExplorerPage(document, title: name).write(toFile: $0)
    }
    print(output, terminator: "")
  }

  /// Every scenario, in the order the tour shows them.
  public static let all: [Scenario] = [
    .enlargedTouchArea, .passThroughOverlay, .carousel, .bezierArrowQuiz, .swipeOverlay, .circleGame,
    .shapeSelection, .buttonInScrollView, .transparentImageHit, .labelTap, .feedCarousel, .movingTarget,
    .settingsList,
    .loginForm,
    .swipeBack,
  ]
}
