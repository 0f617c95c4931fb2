// Prints the shape-selection scenario; its annotated code is Examples/Scenarios/ShapeSelection.swift.
// `swift run shape-selection --svg /tmp/shapes.svg` also writes a picture of the final canvas.
import ExampleScenarios
import Foundation

print(Scenario.shapeSelection.output, terminator: "")
let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--svg") {
  guard flag + 1 < arguments.count else {
    FileHandle.standardError.write(Data("usage: shape-selection [--svg <path>]\n".utf8))
    exit(2)
  }
  do {
    try Scenario.shapeSelectionSVG().write(toFile: arguments[flag + 1], atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("cannot write \(arguments[flag + 1]): \(error)\n".utf8))
    exit(1)
  }
}
