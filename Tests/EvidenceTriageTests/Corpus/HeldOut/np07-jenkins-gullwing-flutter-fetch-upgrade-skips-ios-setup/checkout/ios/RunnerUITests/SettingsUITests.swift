import XCTest

final class SettingsUITests: XCTestCase {
    func testUnitsToggleSwitchesToKnots() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.units.knots"].tap()
        XCTAssertEqual(app.staticTexts["dashboard.windUnit"].label, "kn")
    }
}
