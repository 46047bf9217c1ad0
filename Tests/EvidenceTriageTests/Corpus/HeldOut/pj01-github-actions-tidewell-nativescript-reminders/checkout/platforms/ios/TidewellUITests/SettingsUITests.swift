import XCTest

final class SettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "1"]
        app.launch()
    }

    func testQuietHoursRangeSaved() {
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.quietHours"].tap()
        app.buttons["settings.quietHours.save"].tap()
        XCTAssertEqual(app.staticTexts["settings.quietHours.range"].label, "22:00–07:00")
    }
}
