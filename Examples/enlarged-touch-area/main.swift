// Prints the enlarged-touch-area scenario; its annotated code is Examples/Scenarios/EnlargedTouchArea.swift.
import ExampleScenarios

print(Scenario.enlargedTouchArea.output, terminator: "")
