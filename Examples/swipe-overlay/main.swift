// Prints the swipe-overlay scenario; the annotated code: Examples/Scenarios/SwipeOverlay.swift.
import ExampleScenarios

print(Scenario.swipeOverlay.output, terminator: "")
