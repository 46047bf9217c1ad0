Feature: Thermal state

  Background:
    Given I clear all persistent data

  Scenario: Thermal state is captured on a handled error
    When I run "ThermalStateHandledErrorScenario"
    And I wait to receive an error
    Then the event "metaData.device.thermalState" equals "nominal"

  Scenario: Thermal state change is recorded as a breadcrumb
    When I run "ThermalStateBreadcrumbScenario"
    And I wait to receive an error
    Then the event has a "state" breadcrumb named "Thermal State Changed"

  Scenario: App state is background when the app crashes in the background
    When I run "BackgroundCrashScenario"
    And I send the app to the background
    And I kill and relaunch the app
    And I configure Pulsewire for "BackgroundCrashScenario"
    And I wait to receive an error
    Then the event "app.inForeground" is false
    And the event "app.durationInForeground" is not null
