import XCTest

final class SettingsUITests: XCTestCase {
    func testToggleReadReceipts() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["settings.readReceipts"]
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "0")
    }
}
