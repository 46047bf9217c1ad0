import XCTest

final class SettingsUITests: XCTestCase {
    func testReminderToggleShowsTimePicker() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.reminders"].tap()
        XCTAssertTrue(app.datePickers["settings.reminderTime"].waitForExistence(timeout: 3))
    }
}
