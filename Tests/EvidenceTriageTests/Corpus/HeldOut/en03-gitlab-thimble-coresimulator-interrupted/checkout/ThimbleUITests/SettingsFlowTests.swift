import XCTest

final class SettingsFlowTests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launch()
    }

    func testBackgroundRefreshToggleShown() {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.switches["settings.backgroundRestock"].waitForExistence(timeout: 5))
    }

    func testVersionFooterShown() {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["settings.version"].exists)
    }
}
