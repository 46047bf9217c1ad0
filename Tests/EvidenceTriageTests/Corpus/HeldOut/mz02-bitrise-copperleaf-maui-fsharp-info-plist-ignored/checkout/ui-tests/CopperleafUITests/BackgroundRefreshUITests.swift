import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.copperleaf.field")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_DIAGNOSTICS"] = "1"
        app.launch()
    }

    func testRefreshToggleDefaultsOff() {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.switches["settings.backgroundRefresh"].value as? String, "0")
    }

    func testEnablingRefreshShowsScheduled() {
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.backgroundRefresh"].tap()
        let status = app.staticTexts["settings.refreshStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 5))
        XCTAssertEqual(status.label, "Scheduled")
    }
}
