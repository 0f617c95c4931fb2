import ExampleScenarios
import Foundation
import Testing

/// The example executables, one per scenario (`swift run enlarged-touch-area`).
let exampleExecutables = [
  "enlarged-touch-area", "pass-through-overlay", "carousel", "bezier-arrow-quiz", "swipe-overlay",
  "circle-game", "transparent-image-hit",
]

/// The lessons, in reading order (`swift run 01-hit-testing`).
let lessonExecutables = [
  "01-hit-testing", "02-coordinates", "03-visibility-and-touchability", "04-touch-phases",
  "05-responder-chain",
  "06-multitouch-and-time", "07-recognizer-versus-view", "08-competing-recognizers", "09-custom-recognizer",
  "11-alpha-hit-testing",
]

/// Every example, lesson and the tour, run end to end as a user would: built by `swift test`, spawned as
/// a process, its standard output compared with `Snapshots/<executable>.txt`.
@Suite struct ExecutableTests {
  @Test(
    "an executable prints its golden file and exits cleanly",
    arguments: exampleExecutables + lessonExecutables + ["tour"])
  func run(_ name: String) throws {
    let output = try Executable.run(name)
    #expect(output.status == 0, "\(name) exited with \(output.status): \(output.standardError)")
    #expect(output.standardError.isEmpty, "\(name) wrote to standard error: \(output.standardError)")
    expectSnapshot(output.standardOutput, named: name)
  }

  @Test("every scenario has an example executable of the same name")
  func everyScenarioHasAnExecutable() {
    #expect(Set(Scenario.all.map(\.name)) == Set(exampleExecutables))
  }

  @Test("every lesson folder is run by these tests")
  func everyLessonIsTested() throws {
    let folder = Snapshot.packageRoot.appendingPathComponent("Playgrounds-free-samples")
    let lessons = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(lessons) == Set(lessonExecutables))
  }

  @Test("the tour prints every scenario, in order")
  func tourShowsEveryScenario() throws {
    let tour = try Executable.run("tour").standardOutput
    var rest = tour[...]
    for scenario in Scenario.all {
      let range = try #require(rest.range(of: scenario.output), "the tour lacks \(scenario.name)")
      rest = rest[range.upperBound...]
    }
  }
}
