// Prints the label-tap scenario; its annotated code is Examples/Scenarios/LabelTap.swift.
import ExampleScenarios

Scenario.labelTap.run()
