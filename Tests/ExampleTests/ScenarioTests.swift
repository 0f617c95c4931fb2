import ExampleScenarios
import Testing

/// Each scenario, run in process: its output is the golden file its example executable also prints.
@Suite struct ScenarioTests {
  @Test("a scenario's output matches its golden file", arguments: Scenario.all.map(\.name))
  func output(of name: String) throws {
    let scenario = try #require(Scenario.all.first { $0.name == name })
    expectSnapshot(scenario.output, named: scenario.name)
  }

  @Test("running a scenario twice prints the same text")
  func deterministic() {
    for scenario in Scenario.all {
      #expect(scenario.output == scenario.output, "\(scenario.name)")
    }
  }

  @Test("scenario names are unique and every scenario prints a heading with its title")
  func namesAndTitles() {
    #expect(Set(Scenario.all.map(\.name)).count == Scenario.all.count)
    for scenario in Scenario.all {
      #expect(scenario.output.hasPrefix("# \(scenario.title)\n"))
    }
  }
}
