import XCTest

final class SettingsUITests: XCTestCase {
    func testDistanceUnitToggle() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.useMiles"].tap()
        XCTAssertTrue(app.staticTexts["Distances in miles"].waitForExistence(timeout: 3))
    }
}
