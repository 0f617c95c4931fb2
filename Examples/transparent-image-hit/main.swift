// Prints the transparent-image-hit scenario; its annotated code is Examples/Scenarios/TransparentImageHit.swift.
// `--svg <path>` (or TRANSPARENT_IMAGE_HIT_SVG=<path>) also writes a picture of the taps.
import ExampleScenarios

print(Scenario.transparentImageHit.output, terminator: "")
if let path = TransparentImageHitPicture.writeIfRequested() { print("SVG written to \(path)") }
