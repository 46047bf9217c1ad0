import XCTest

final class SettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-demo-data", "-AppleLanguages", "(en)"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
    }

    func testBackgroundRefreshToggleShowsExplanation() {
        app.switches["settings.backgroundRefresh"].tap()
        XCTAssertTrue(app.staticTexts["settings.backgroundRefresh.footer"].exists)
    }

    func testExportDataShowsShareSheet() {
        app.buttons["Export data"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }

    func testReminderTimePickerPersists() {
        app.buttons["settings.reminderTime"].tap()
        app.datePickers.firstMatch.pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "7")
        app.buttons["Done"].tap()
        XCTAssertEqual(app.buttons["settings.reminderTime"].value as? String, "7:00 AM")
    }
}
