import XCTest

final class SettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        // -resetForUITesting is documented as "start from a fresh install".
        app.launchArguments = ["-resetForUITesting"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
    }

    func testDeveloperMenuHiddenByDefault() {
        XCTAssertTrue(app.staticTexts["settings.versionFooter"].waitForExistence(timeout: 5))
        XCTAssertFalse(app.buttons["Developer options"].exists,
                       "developer menu should be hidden on a fresh install")
    }

    func testUnitsToggleSwitchesToMetric() {
        app.buttons["settings.units"].tap()
        app.buttons["Kilometers"].tap()
        XCTAssertTrue(app.buttons["settings.units"].label.contains("Kilometers"))
    }
}
