// Prints the swipe-overlay scenario; the annotated code: Examples/Scenarios/SwipeOverlay.swift.
import ExampleScenarios

Scenario.swipeOverlay.run()
