import XCTest

final class SettingsUITests: XCTestCase {
    func testToggleNotifications() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["notifications.enabled"].tap()
        XCTAssertEqual(app.switches["notifications.enabled"].value as? String, "1")
    }
}
