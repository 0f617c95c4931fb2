import ExampleScenarios
import Foundation
import Testing

/// The example executables, one per scenario (`swift run enlarged-touch-area`).
let exampleExecutables = [
  "enlarged-touch-area", "pass-through-overlay", "carousel", "bezier-arrow-quiz", "swipe-overlay",
  "circle-game", "shape-selection", "button-in-scroll-view", "transparent-image-hit", "label-tap",
  "feed-carousel", "uikit-source", "moving-target", "settings-list", "login-form", "swipe-back",
]

/// The lessons, in reading order (`swift run 01-hit-testing`).
let lessonExecutables = [
  "01-hit-testing", "02-coordinates", "03-visibility-and-touchability", "04-touch-phases",
  "05-responder-chain",
  "06-multitouch-and-time", "07-recognizer-versus-view", "08-competing-recognizers", "09-custom-recognizer",
  "10-fill-versus-outline", "11-alpha-hit-testing", "12-controls-and-slop", "13-scroll-views",
  "14-nested-scroll-views",
  "15-zooming", "16-moving-targets", "17-lists-and-selection", "18-first-responder-and-keyboard",
  "19-navigation-and-sheets",
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

  @Test("shape-selection --svg writes the picture and prints the same text")
  func shapeSelectionPicture() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("shape-selection-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Executable.run("shape-selection", arguments: ["--svg", file.path])
    #expect(output.status == 0 && output.standardError.isEmpty)
    #expect(output.standardOutput == Scenario.shapeSelection.output)
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg == Scenario.shapeSelectionSVG())
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("tap target (selected)"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("every scenario has an example executable of the same name")
  func everyScenarioHasAnExecutable() {
    #expect(Set(Scenario.all.map(\.name)) == Set(exampleExecutables).subtracting(["uikit-source"]))
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
