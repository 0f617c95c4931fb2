// Prints the shape-selection scenario; its annotated code is Examples/Scenarios/ShapeSelection.swift.
// `swift run shape-selection --svg /tmp/shapes.svg` also writes a picture of the final canvas; `--json <path>`
// writes its traces as JSON.
import CommandLineUsage
import ExampleScenarios
import HitTestKit

let svgOption = Usage.Option.value(
  "--svg", named: "path", help: "also write a picture of the final canvas (SVG)")
let usage = Scenario.shapeSelection.usage(adding: [svgOption])
let arguments = usage.parseOrExit()
if let path = arguments.value(of: svgOption.name) {
  usage.writeOrExit(Scenario.shapeSelectionSVG(), toFile: path, what: "the SVG")
}
let (output, document) = Scenario.shapeSelection.record()
usage.writeOrExit(toFile: arguments.jsonPath) { try document.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(document, title: usage.program).write(toFile: $0)
}
print(output, terminator: "")
