import XCTest

final class SettingsUITests: XCTestCase {
    func testBackgroundRefreshRowVisible() throws {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.cells["background-refresh-row"].isHittable)
    }
}

