// Prints the carousel scenario; its annotated code is Examples/Scenarios/Carousel.swift.
import ExampleScenarios

Scenario.carousel.run()
