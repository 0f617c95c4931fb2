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
  /// Tells the story: builds the views, hit-tests them and narrates what happened.
  private let body: @Sendable (inout Narration) -> Void

  /// Creates a scenario from its names and the code that tells it.
  init(name: String, title: String, summary: String, body: @escaping @Sendable (inout Narration) -> Void) {
    self.name = name
    self.title = title
    self.summary = summary
    self.body = body
  }

  /// Runs the scenario and writes its narrated output, starting with a `# title` heading, to `stream`.
  public func write(to stream: inout some TextOutputStream) {
    var narration = Narration()
    narration.title(title, summary: summary)
    body(&narration)
    stream.write(narration.text)
  }

  /// Runs the scenario and returns its narrated output.
  public var output: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Every scenario, in the order the tour shows them.
  public static let all: [Scenario] = [
    .enlargedTouchArea, .passThroughOverlay, .carousel, .bezierArrowQuiz, .swipeOverlay, .circleGame,
    .shapeSelection, .buttonInScrollView, .transparentImageHit,
  ]
}
