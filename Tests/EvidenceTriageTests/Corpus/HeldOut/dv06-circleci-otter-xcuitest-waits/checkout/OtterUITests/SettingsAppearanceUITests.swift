import XCTest

final class SettingsAppearanceUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-reset-onboarding"]
        app.launch()
    }

    func testOpenSettingsFromMenu() {
        // Written for the old hamburger button, which opened Settings as a modal.
        let settings = app.buttons["HomeView.settingsButton"]
        XCTAssertTrue(settings.waitForExistence(timeout: 30), "Settings button never appeared")
        settings.tap()
        XCTAssertTrue(app.navigationBars["Settings"].waitForExistence(timeout: 5))
    }

    func testThemePickerListsSystemOption() {
        app.buttons["HomeView.menuButton"].tap()
        app.buttons["Menu.settings"].tap()
        XCTAssertTrue(app.cells["Appearance.system"].waitForExistence(timeout: 5))
    }
}
