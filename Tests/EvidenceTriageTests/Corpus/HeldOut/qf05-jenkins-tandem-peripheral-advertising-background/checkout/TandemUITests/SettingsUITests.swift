import XCTest

final class SettingsUITests: XCTestCase {
    func testAboutShowsVersion() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.tables.cells["settings.about"].tap()
        XCTAssertTrue(app.staticTexts["about.version"].waitForExistence(timeout: 5))
    }
}
