import XCTest

final class SettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing"]
        app.launch()
    }

    func testSyncIntervalRowShowsDefault() {
        app.tabBars.buttons["Settings"].tap()
        let row = app.staticTexts["settings.syncInterval.value"]
        XCTAssertEqual(row.label, "Every 15 minutes")
    }
}
