import XCTest

final class ReminderUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "1"]
        app.launch()
    }

    func testScheduledTideReminderIsPending() {
        app.tabBars.buttons["Tides"].tap()
        app.buttons["reminder.scheduleHighTide"].tap()
        let pending = app.staticTexts["reminder.pendingCount"]
        XCTAssertTrue(pending.waitForExistence(timeout: 5))
        XCTAssertEqual(pending.label, "Pending: 1")
    }

    func testReminderRowShowsTideTime() {
        app.tabBars.buttons["Tides"].tap()
        XCTAssertTrue(app.staticTexts["High tide 06:42"].waitForExistence(timeout: 5))
    }
}
