import XCTest

final class SettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
    }

    func testVersionFooterShown() throws {
        XCTAssertTrue(app.staticTexts["settings.version"].waitForExistence(timeout: 5))
    }

    func testToggleBackgroundRefresh() throws {
        let toggle = app.switches["settings.backgroundRefresh"]
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "0")
    }
}
