// Prints the moving-target scenario; its annotated code is Examples/Scenarios/MovingTarget.swift.
import ExampleScenarios

Scenario.movingTarget.run()
