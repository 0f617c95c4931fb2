// Prints the pass-through-overlay scenario; the annotated code: Examples/Scenarios/PassThroughOverlay.swift.
import ExampleScenarios

Scenario.passThroughOverlay.run()
