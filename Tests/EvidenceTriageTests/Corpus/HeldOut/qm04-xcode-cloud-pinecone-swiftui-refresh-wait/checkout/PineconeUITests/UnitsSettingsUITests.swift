import XCTest

final class UnitsSettingsUITests: XCTestCase {
    func testUnitsPickerDefaultsToLocale() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-AppleLocale", "en_US"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let value = app.staticTexts["settings.units.value"]
        XCTAssertTrue(value.waitForExistence(timeout: 5))
        XCTAssertEqual(value.label, "Fahrenheit")
    }
}
