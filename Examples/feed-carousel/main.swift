// Prints the feed-carousel scenario; its annotated code is Examples/Scenarios/FeedCarousel.swift.
import ExampleScenarios

Scenario.feedCarousel.run()
