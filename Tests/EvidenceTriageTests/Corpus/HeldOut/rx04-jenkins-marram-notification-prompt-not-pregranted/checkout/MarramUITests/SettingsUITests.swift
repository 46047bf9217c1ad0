import XCTest

final class SettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-skipOnboarding", "YES"]
        app.launch()
    }

    func testRestorePurchasesButtonVisible() {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.buttons["settings.restorePurchases"].waitForExistence(timeout: 3))
    }

    func testBedtimeReminderRowShowsTime() {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.staticTexts["settings.bedtime.value"].label, "10:30 PM")
    }
}
