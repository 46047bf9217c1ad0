import XCTest

final class SettingsUITests: XCTestCase {
    func testNotificationToggle() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-signed-in"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["daily-reminder"]
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
