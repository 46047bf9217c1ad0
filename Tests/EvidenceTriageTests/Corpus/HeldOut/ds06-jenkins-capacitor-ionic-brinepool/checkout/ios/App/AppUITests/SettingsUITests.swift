import XCTest

final class SettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
        app.tabBars.buttons["Settings"].tap()
    }

    func testUnitsToggle() throws {
        let toggle = app.switches["Imperial units"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5))
        toggle.tap()
        // The web view re-renders asynchronously after the preference write.
        XCTAssertEqual(app.staticTexts["height-unit"].label, "ft")
    }

    func testDarkModeFollowsSystem() throws {
        XCTAssertTrue(app.staticTexts["Appearance: System"].waitForExistence(timeout: 5))
    }
}
