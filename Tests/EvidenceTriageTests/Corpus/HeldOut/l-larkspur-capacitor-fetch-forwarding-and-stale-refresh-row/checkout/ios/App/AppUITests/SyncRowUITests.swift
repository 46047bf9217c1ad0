import XCTest

final class SyncRowUITests: XCTestCase {
    func testLastSyncRowUpdatesAfterReactivation() {
        let app = XCUIApplication()
        app.launchArguments += ["-stampBackgroundRefreshOnBackground"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.staticTexts["settings.lastSync"].label, "Never")
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertNotEqual(app.staticTexts["settings.lastSync"].label, "Never")
    }

    /// Device-lab phone: the app has been installed and backgrounded since the last nightly.
    func testLastSyncShownWithinTwoDays() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let label = app.staticTexts["settings.lastSync"].label
        XCTAssertTrue(label.hasSuffix("ago"), "last background sync: \(label)")
    }
}
