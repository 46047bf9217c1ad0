import XCTest

final class DoorbellSettingsUITests: XCTestCase {
    func testToggleChime() {
        let app = XCUIApplication(bundleIdentifier: "com.stint.intercom")
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["Chime"].tap()
        XCTAssertEqual(app.switches["Chime"].value as? String, "0")
    }
}
