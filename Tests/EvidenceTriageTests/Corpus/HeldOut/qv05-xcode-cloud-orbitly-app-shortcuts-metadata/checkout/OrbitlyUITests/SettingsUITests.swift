import XCTest

final class SettingsUITests: XCTestCase {
    func testToggleHaptics() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["settings.haptics"]
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "0")
    }
}
