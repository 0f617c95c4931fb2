// Prints the login-form scenario; its annotated code is Examples/Scenarios/LoginForm.swift.
import ExampleScenarios

Scenario.loginForm.run()
