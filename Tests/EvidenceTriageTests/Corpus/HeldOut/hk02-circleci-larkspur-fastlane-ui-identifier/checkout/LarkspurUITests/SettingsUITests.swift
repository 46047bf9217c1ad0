import XCTest

final class SettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-defaults"]
        app.launch()
    }

    func testToggleWeeklyDigestPersists() {
        app.tabBars.buttons["Settings"].tap()
        let digest = app.switches["settings_weekly_digest"]
        XCTAssertTrue(digest.waitForExistence(timeout: 5))
        digest.tap()
        app.terminate()
        app.launchArguments.removeAll { $0 == "-uitest-reset-defaults" }
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.switches["settings_weekly_digest"].value as? String, "1")
    }
}
