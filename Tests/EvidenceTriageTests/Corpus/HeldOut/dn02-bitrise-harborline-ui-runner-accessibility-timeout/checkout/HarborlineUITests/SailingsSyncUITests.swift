import XCTest

final class SailingsSyncUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        // The app reads this and runs SailingsRefreshJob once, in-process, with a
        // fixture feed; the UI test never waits for the OS to launch a task.
        app.launchEnvironment["HARBORLINE_UITEST_RUN_REFRESH_NOW"] = "fixture:sailings-weekday"
        app.launch()
    }

    func testLastRefreshedBadgeAfterBackgroundRefresh() throws {
        let badge = app.staticTexts["sailings.lastRefreshed"]
        XCTAssertTrue(badge.waitForExistence(timeout: 10))
        XCTAssertEqual(badge.label, "Updated just now")
    }
}
