import XCTest

final class SettingsUITests: XCTestCase {
    func testToggleHaptics() throws {
        let app = XCUIApplication(bundleIdentifier: "com.tidewater.surf")
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["settings-haptics"]
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "0")
    }
}
