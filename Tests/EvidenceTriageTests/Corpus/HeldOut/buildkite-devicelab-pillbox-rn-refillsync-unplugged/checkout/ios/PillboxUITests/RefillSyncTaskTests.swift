import XCTest

/// Pillbox (React Native) schedules its pharmacy refill sync with react-native-background-fetch:
///   BackgroundFetch.scheduleTask({ taskId: 'com.transistorsoft.refillsync', delay: 60000, periodic: false })
/// The debug screen exposes a button that calls the same JS path and a label with the last run.
final class RefillSyncTaskTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-PillboxE2E", "YES"]
    }

    func testRefillSyncRunsWithinFiveMinutes() throws {
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "RefillSyncTaskTests/testRefillSyncRunsWithinFiveMinutes"
        app.launch()

        app.buttons["settings.debug"].tap()
        app.buttons["Schedule refill sync (60 s)"].tap()
        XCTAssertTrue(app.staticTexts["refillSync.status: scheduled"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        // delay is 60 s; give iOS four more minutes to run the processing task
        Thread.sleep(forTimeInterval: 5 * 60)

        app.activate()
        let lastRun = app.staticTexts["refillSync.lastRun"]
        XCTAssertTrue(lastRun.waitForExistence(timeout: 10))
        XCTAssertNotEqual(lastRun.label, "never", "refill sync task did not run within 5 minutes of scheduling")
    }

    func testRefillSyncButtonHiddenInRelease() throws {
        app.launchArguments += ["-PillboxSimulateRelease", "YES"]
        app.launch()
        app.buttons["settings.debug"].tap()
        XCTAssertFalse(app.buttons["Schedule refill sync (60 s)"].exists)
    }
}
