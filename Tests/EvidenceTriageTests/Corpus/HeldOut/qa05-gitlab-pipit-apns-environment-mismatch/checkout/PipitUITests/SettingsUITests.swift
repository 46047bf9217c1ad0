import XCTest

final class SettingsUITests: XCTestCase {
    func testNotificationToggleShowsState() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.switches["settings.priceAlerts"].exists)
    }
}
