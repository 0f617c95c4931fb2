// Prints the button-in-scroll-view scenario; its annotated code is Examples/Scenarios/ButtonInScrollView.swift.
import ExampleScenarios

Scenario.buttonInScrollView.run()
