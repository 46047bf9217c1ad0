import XCTest

final class TideSyncUITests: XCTestCase {
    func testSettingsShowsBackgroundSyncEnabled() {
        let app = XCUIApplication()
        app.launchArguments += ["-e2e", "YES"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let value = app.staticTexts["settings.backgroundSync.value"]
        XCTAssertTrue(value.waitForExistence(timeout: 10))
        XCTAssertEqual(value.label, "On")
    }
}
