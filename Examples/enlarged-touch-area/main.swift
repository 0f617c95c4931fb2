// Prints the enlarged-touch-area scenario; its annotated code is Examples/Scenarios/EnlargedTouchArea.swift.
import ExampleScenarios

Scenario.enlargedTouchArea.run()
