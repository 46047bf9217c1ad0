import XCTest

final class SettingsUITests: XCTestCase {
    func testUnitsToggleRestoresAfterRelaunch() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let feet = app.switches["settings.units.feet"]
        feet.tap()
        app.terminate()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.switches["settings.units.feet"].value as? String, "1")
    }
}
