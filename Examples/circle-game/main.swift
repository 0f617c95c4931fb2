// Prints the circle-game scenario; its annotated code is Examples/Scenarios/CircleGame.swift.
import ExampleScenarios

print(Scenario.circleGame.output, terminator: "")
