import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
        app.tabBars.buttons["Settings"].tap()
    }

    func testRefreshIntervalFooterText() throws {
        let footer = app.staticTexts["settings.refresh.footer"]
        XCTAssertTrue(footer.waitForExistence(timeout: 5))
        XCTAssertEqual(footer.label, "Sailings refresh in the background about every 15 minutes.")
    }
}
