import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kestrelfield.app")

    func testIntervalPickerDefaultsTo15() throws {
        app.launchArguments = ["--reset-settings"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let picker = app.buttons["syncIntervalPicker"]
        XCTAssertTrue(picker.waitForExistence(timeout: 10))
        XCTAssertEqual(picker.label, "Every 15 minutes")
    }
}
