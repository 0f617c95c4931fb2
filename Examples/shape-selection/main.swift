// Prints the shape-selection scenario; its annotated code is Examples/Scenarios/ShapeSelection.swift.
// `swift run shape-selection --svg /tmp/shapes.svg` also writes a picture of the final canvas.
import CommandLineUsage
import ExampleScenarios

let svgOption = Usage.Option.value(
  "--svg", named: "path", help: "also write a picture of the final canvas (SVG)")
let usage = Scenario.shapeSelection.usage(adding: [svgOption])
let arguments = usage.parseOrExit()
if let path = arguments.value(of: svgOption.name) {
  usage.writeOrExit(Scenario.shapeSelectionSVG(), toFile: path, what: "the SVG")
}
print(Scenario.shapeSelection.output, terminator: "")
