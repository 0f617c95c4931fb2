// Prints the settings-list scenario; its annotated code is Examples/Scenarios/SettingsList.swift.
import ExampleScenarios

Scenario.settingsList.run()
