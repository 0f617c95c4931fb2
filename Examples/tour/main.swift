// `swift run tour`: every example scenario in order, each under its own heading, with its traces.
// The scenarios' annotated code is in Examples/Scenarios/; each also has its own executable.
import CommandLineUsage
import ExampleScenarios

let arguments = Usage(
  program: "tour", summary: "Every example scenario in order, each under its own heading, with its traces.",
  options: [Scenario.traceOption]
).parseOrExit()
let fullTraces = arguments.contains(Scenario.traceOption.name)

print("HitTestKit tour: \(Scenario.all.count) scenarios. Run one alone with `swift run <name>`.")
for scenario in Scenario.all {
  print("\n" + String(repeating: "=", count: 72))
  print("swift run \(scenario.name)\n")
  print(scenario.output(fullTraces: fullTraces), terminator: "")
}
