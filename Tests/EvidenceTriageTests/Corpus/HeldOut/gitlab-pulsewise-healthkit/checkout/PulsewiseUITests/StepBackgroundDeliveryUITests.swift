import XCTest

/// End-to-end check of HealthKit background delivery on the CI iPhone.
/// The seeder app (com.pulsewise.ci.seeder, installed by ci/device-prep.sh)
/// writes a step sample while Pulsewise is in the background.
final class StepBackgroundDeliveryUITests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testObserverFiresWithinTwoMinutesOfStepSample() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-resetDiagnostics", "-enableStepDelivery"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Background wakes: 0"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)

        let seeder = XCUIApplication(bundleIdentifier: "com.pulsewise.ci.seeder")
        seeder.launchArguments = ["-writeSteps", "120"]
        seeder.launch()
        XCTAssertTrue(seeder.staticTexts["Saved 120 steps"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)

        // We asked for .immediate, so HealthKit should wake Pulsewise right after the save.
        sleep(120)

        app.activate()
        let wakes = app.staticTexts.matching(identifier: "backgroundWakeCount").firstMatch
        XCTAssertEqual(wakes.label, "Background wakes: 1")
    }
}
