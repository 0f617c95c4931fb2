// Prints the carousel scenario; its annotated code is Examples/Scenarios/Carousel.swift.
import ExampleScenarios

print(Scenario.carousel.output, terminator: "")
