import XCTest

final class SettingsUITests: XCTestCase {
    func testToggleQuietHours() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["settings.quietHours"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5))
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
