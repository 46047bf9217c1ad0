import XCTest

final class RosterSyncUITests: XCTestCase {
    func testPullToRefreshUpdatesRoster() throws {
        let app = XCUIApplication(bundleIdentifier: "com.marlin.shifts")
        app.launchArguments += ["-uitest-seed", "stale-roster"]
        app.launch()
        let first = app.cells.firstMatch
        XCTAssertTrue(first.waitForExistence(timeout: 10))
        first.swipeDown(velocity: .fast)
        XCTAssertTrue(app.staticTexts["roster.updatedJustNow"].waitForExistence(timeout: 15))
    }
}
