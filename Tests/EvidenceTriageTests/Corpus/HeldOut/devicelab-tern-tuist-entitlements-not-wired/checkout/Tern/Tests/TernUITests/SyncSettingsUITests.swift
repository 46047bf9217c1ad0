import XCTest

final class SyncSettingsUITests: XCTestCase {
    func testToggleOfflineMode() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestResetDefaults"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["Offline mode"].tap()
        XCTAssertEqual(app.switches["Offline mode"].value as? String, "1")
        app.terminate()
    }
}
