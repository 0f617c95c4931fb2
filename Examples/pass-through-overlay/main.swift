// Prints the pass-through-overlay scenario; its annotated code is Examples/Scenarios/PassThroughOverlay.swift.
import ExampleScenarios

print(Scenario.passThroughOverlay.output, terminator: "")
