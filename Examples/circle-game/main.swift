// Prints the circle-game scenario; its annotated code is Examples/Scenarios/CircleGame.swift.
// It condenses each stroke's 40 plain moves to one line; `--trace` prints every event.
import ExampleScenarios

Scenario.circleGame.run()
