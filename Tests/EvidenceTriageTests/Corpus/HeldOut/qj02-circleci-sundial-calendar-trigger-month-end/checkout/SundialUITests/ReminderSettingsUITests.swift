import XCTest

final class ReminderSettingsUITests: XCTestCase {
    func testToggleReminderPersists() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.reminders"].tap()
        app.terminate()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.switches["settings.reminders"].value as? String, "1")
    }
}
