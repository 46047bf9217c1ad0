import XCTest

final class AudioSettingsUITests: XCTestCase {
    func testDriverPickerShowsAutomatic() {
        let app = XCUIApplication()
        app.launchArguments += ["-AppleLanguages", "(en)", "-AppleLocale", "en_GB"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.cells["audio-driver"].tap()
        XCTAssertTrue(app.staticTexts["Automatic"].waitForExistence(timeout: 5), "driver picker should offer Automatic")
    }
}
