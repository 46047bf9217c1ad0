import XCTest

final class BackgroundRefreshSettingsUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testTogglingAutoDownloadShowsNextWindow() {
        let app = XCUIApplication()
        app.launch()

        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["Download new episodes overnight"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 10))
        toggle.tap()
        XCTAssertTrue(app.staticTexts["Next download window: tonight, on Wi-Fi and power"].exists)
    }
}
