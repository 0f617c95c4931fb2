// `swift run tour`: every example scenario in order, each under its own heading, with its traces.
// The scenarios' annotated code is in Examples/Scenarios/; each also has its own executable.
import CommandLineUsage
import ExampleScenarios
import HitTestKit

let usage = Usage(
  program: "tour", summary: "Every example scenario in order, each under its own heading, with its traces.",
  options: [Scenario.traceOption, .json, .explore]
)
let arguments = usage.parseOrExit()
let fullTraces = arguments.contains(Scenario.traceOption.name)

// Every scenario runs first, so that a JSON file or page that cannot be written stops the tour before it prints.
let recordings = Scenario.all.map { $0.record(fullTraces: fullTraces) }
var document = TraceDocument()
for recording in recordings { document.append(contentsOf: recording.document) }
usage.writeOrExit(toFile: arguments.jsonPath) { try document.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(document, title: "tour").write(toFile: $0)
}
print("HitTestKit tour: \(Scenario.all.count) scenarios. Run one alone with `swift run <name>`.")
for (scenario, recording) in zip(Scenario.all, recordings) {
  print("\n" + String(repeating: "=", count: 72))
  print("swift run \(scenario.name)\n")
  print(recording.output, terminator: "")
}
