import XCTest

final class WateringReminderUITests: SpriglyUITestCase {
    func testReminderShowsAfterWatering() {
        app.buttons["plant.monstera"].tap()
        app.buttons["water-now"].tap()
        XCTAssertTrue(app.staticTexts["Next watering in 7 days"].waitForExistence(timeout: 5))
    }

    func testReminderCanBeSnoozed() {
        app.buttons["plant.monstera"].tap()
        app.buttons["snooze-reminder"].tap()
        XCTAssertTrue(app.staticTexts["Snoozed until tomorrow"].waitForExistence(timeout: 5))
    }
}
