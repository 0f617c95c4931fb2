// Prints the bezier-arrow-quiz scenario; the annotated code: Examples/Scenarios/BezierArrowQuiz.swift.
import ExampleScenarios

Scenario.bezierArrowQuiz.run()
