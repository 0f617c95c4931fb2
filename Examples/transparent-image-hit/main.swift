// Prints the transparent-image-hit scenario; its annotated code is Examples/Scenarios/TransparentImageHit.swift.
// `--svg <path>` also writes a picture of the taps; `--json <path>` writes its traces as JSON.
import CommandLineUsage
import ExampleScenarios
import HitTestKit

let svgOption = Usage.Option.value("--svg", named: "path", help: "also write a picture of the taps (SVG)")
let usage = Scenario.transparentImageHit.usage(adding: [svgOption])
let arguments = usage.parseOrExit()
let svgPath = arguments.value(of: svgOption.name)
if let svgPath { usage.writeOrExit(TransparentImageHitPicture.svg(), toFile: svgPath, what: "the SVG") }
let (output, document) = Scenario.transparentImageHit.record()
usage.writeOrExit(toFile: arguments.jsonPath) { try document.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(document, title: usage.program).write(toFile: $0)
}
print(output, terminator: "")
if let svgPath { print("SVG written to \(svgPath)") }
