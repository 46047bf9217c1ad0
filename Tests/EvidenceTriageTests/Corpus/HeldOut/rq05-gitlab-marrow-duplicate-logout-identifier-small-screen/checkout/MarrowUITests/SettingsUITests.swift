import XCTest

final class SettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-logged-in", "demo@marrow.fit"]
        app.launch()
        app.tabBars.buttons["Profile"].tap()
        app.buttons["profile.settings"].tap()
    }

    func testUnitsToggleSwitchesToMetric() {
        app.switches["settings-units-metric"].tap()
        XCTAssertEqual(app.switches["settings-units-metric"].value as? String, "1")
    }

    func testLogOutReturnsToLogin() {
        let logOut = app.cells["settings-log-out-button"]
        app.tables.firstMatch.swipeUp()
        logOut.tap()
        app.alerts.buttons["Log Out"].tap()
        XCTAssertTrue(app.buttons["login.continueWithEmail"].waitForExistence(timeout: 5))
    }
}
