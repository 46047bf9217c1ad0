import XCTest

final class ReminderSettingsUITests: XCTestCase {
    func testEveningReminderToggle() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Settings"].tap()
        let toggle = app.switches["Evening reminder"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 10))
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
