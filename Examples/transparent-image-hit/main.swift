// Prints the transparent-image-hit scenario; its annotated code is Examples/Scenarios/TransparentImageHit.swift.
// `--svg <path>` (or TRANSPARENT_IMAGE_HIT_SVG=<path>) also writes a picture of the taps.
import CommandLineUsage
import ExampleScenarios
import Foundation

let svgOption = Usage.Option.value(
  "--svg", named: "path",
  help: "also write a picture of the taps (SVG); \(TransparentImageHitPicture.environmentVariable)=<path> too"
)
let usage = Scenario.transparentImageHit.usage(adding: [svgOption])
let arguments = usage.parseOrExit()
let environmentPath = ProcessInfo.processInfo.environment[TransparentImageHitPicture.environmentVariable]
let svgPath = arguments.value(of: svgOption.name) ?? environmentPath.flatMap { $0.isEmpty ? nil : $0 }
if let svgPath { usage.writeOrExit(TransparentImageHitPicture.svg(), toFile: svgPath, what: "the SVG") }
print(Scenario.transparentImageHit.output, terminator: "")
if let svgPath { print("SVG written to \(svgPath)") }
