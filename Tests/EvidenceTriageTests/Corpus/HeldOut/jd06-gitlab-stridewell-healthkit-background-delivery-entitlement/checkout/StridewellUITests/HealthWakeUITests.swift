import XCTest

/// Uses the HealthWriter fixture app (installed by the CI job, has its own
/// HealthKit entitlement) to save a step sample while Stridewell is in the
/// background, then checks Stridewell's debug screen for a background wake.
final class HealthWakeUITests: XCTestCase {
    func testStepSampleWakesBackgroundedApp() {
        let app = XCUIApplication()
        app.launchArguments += ["-reset-wake-log"]
        app.launch()

        let writer = XCUIApplication(bundleIdentifier: "io.stridewell.healthwriter")
        writer.launchArguments += ["-write-steps", "1200"]
        writer.launch()                                  // Stridewell goes to the background
        XCTAssertTrue(writer.staticTexts["saved"].waitForExistence(timeout: 15))

        sleep(90)                                        // hourly delivery still wakes immediately after first save

        app.activate()
        app.buttons["debug-health"].tap()
        let lastWake = app.staticTexts["last-background-wake"].label
        XCTAssertNotEqual(lastWake, "none",
                          "Stridewell was not woken by HealthKit within 90 s of the step sample (last background wake: \(lastWake))")
    }
}
