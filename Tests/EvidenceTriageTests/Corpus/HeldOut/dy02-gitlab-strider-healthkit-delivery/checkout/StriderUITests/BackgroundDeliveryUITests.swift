import XCTest

/// End-to-end check of HealthKit background delivery on the CI simulator.
/// Strider is launched with background delivery enabled, sent to the Home Screen,
/// and the StriderFixtures helper app writes a step sample into HealthKit.
final class BackgroundDeliveryUITests: XCTestCase {
    let strider = XCUIApplication(bundleIdentifier: "run.strider.ios")
    let fixtures = XCUIApplication(bundleIdentifier: "run.strider.fixtures")

    override func setUp() {
        continueAfterFailure = false
        strider.launchArguments = ["-uitest-reset-health-log", "-uitest-enable-background-delivery"]
    }

    func testNewStepSampleWakesBackgroundedApp() throws {
        strider.launch()
        XCTAssertTrue(strider.staticTexts["health.status.backgroundDelivery.enabled"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        fixtures.launchArguments = ["-write-steps", "1200"]
        fixtures.launch()
        XCTAssertTrue(fixtures.staticTexts["fixtures.write.done"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)

        // Give HealthKit time to wake Strider in the background.
        sleep(180)

        strider.activate()
        let log = strider.staticTexts["debug.health.deliveryLog"].label
        let backgroundDeliveries = strider.staticTexts["debug.health.backgroundDeliveryCount"].label
        XCTAssertEqual(backgroundDeliveries, "1", "no background delivery within 180 s after writing 1200 steps; delivery log: \(log)")
    }
}
