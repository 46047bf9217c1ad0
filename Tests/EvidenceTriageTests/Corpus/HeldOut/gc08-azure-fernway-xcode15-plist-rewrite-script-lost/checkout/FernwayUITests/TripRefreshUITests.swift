import XCTest

final class TripRefreshUITests: XCTestCase {
    func testDebugRefreshNowUpdatesTrips() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture-account", "ci-traveller"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TripRefreshUITests/testDebugRefreshNowUpdatesTrips"
        app.launch()

        // Debug ▸ "Run background refresh now" backgrounds the app and asks BGTaskScheduler to
        // simulate the launch of the refresh task (_simulateLaunchForTaskWithIdentifier:).
        app.buttons["debug.menu"].tap()
        app.buttons["debug.simulateRefreshLaunch"].tap()

        let synced = app.staticTexts["trips.lastSync.justNow"]
        XCTAssertTrue(synced.waitForExistence(timeout: 60), "refresh never ran: last-sync label not updated")
    }
}
