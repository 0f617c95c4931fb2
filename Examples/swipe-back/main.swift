// Prints the swipe-back scenario; its annotated code is Examples/Scenarios/SwipeBack.swift.
import ExampleScenarios

Scenario.swipeBack.run()
