import XCTest

final class CallHistoryUITests: XCTestCase {
    let app = XCUIApplication()

    func testMissedCallRowShowsRelativeTime() throws {
        app.launchArguments += ["-cbQAAccount", "ui-tests-ios-07", "-cbFixtureHistory", "missed-90-minutes-ago"]
        app.launch()
        app.tabBars.buttons["Recents"].tap()
        let row = app.cells["recent-0"]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        XCTAssertEqual(row.staticTexts["recent-0-time"].label, "1 h 30 min ago")
    }
}
