import XCTest

final class RingtonePickerUITests: XCTestCase {
    func testDefaultRingtoneIsChecked() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.tables.cells["settings.ringtone"].tap()
        let row = app.tables.cells["ringtone.Reflection"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        XCTAssertEqual(row.value as? String, "selected")
    }
}
