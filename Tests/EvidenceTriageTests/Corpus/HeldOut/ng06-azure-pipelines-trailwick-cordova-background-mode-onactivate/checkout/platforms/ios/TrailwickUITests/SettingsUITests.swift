import XCTest

final class SettingsUITests: XCTestCase {

    func testUnitsToggleSwitchesToMiles() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["units-toggle"].tap()
        XCTAssertEqual(app.staticTexts["distance-unit"].label, "mi")
    }
}
