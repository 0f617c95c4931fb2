// Prints the transparent-image-hit scenario; its annotated code is Examples/Scenarios/TransparentImageHit.swift.
// `--svg <path>` also writes a picture of the taps.
import CommandLineUsage
import ExampleScenarios

let svgOption = Usage.Option.value("--svg", named: "path", help: "also write a picture of the taps (SVG)")
let usage = Scenario.transparentImageHit.usage(adding: [svgOption])
let arguments = usage.parseOrExit()
let svgPath = arguments.value(of: svgOption.name)
if let svgPath { usage.writeOrExit(TransparentImageHitPicture.svg(), toFile: svgPath, what: "the SVG") }
print(Scenario.transparentImageHit.output, terminator: "")
if let svgPath { print("SVG written to \(svgPath)") }
