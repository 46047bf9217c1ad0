import XCTest

final class SettingsUITests: XCTestCase {
    func testToggleUnits() {
        let app = XCUIApplication()
        app.launchArguments += ["-onboardingDone", "YES"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.metric"].tap()
        XCTAssertTrue(app.staticTexts["settings.units.value"].waitForExistence(timeout: 3))
        XCTAssertEqual(app.staticTexts["settings.units.value"].label, "km")
    }
}
