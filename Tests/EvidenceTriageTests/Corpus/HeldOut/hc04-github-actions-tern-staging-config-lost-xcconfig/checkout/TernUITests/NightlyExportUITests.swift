import XCTest

final class NightlyExportUITests: XCTestCase {
    func testExportFinishesOvernight() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "NightlyExportUITests/testExportFinishesOvernight"
        app.launchArguments += ["-uiTestingSeedSightings", "250"]
        app.launch()

        app.tabBars.buttons["Settings"].tap()
        app.buttons["Schedule nightly export"].tap()
        app.terminate()          // the export runs as a BGProcessingTask while the app is not in use
        sleep(5)
        app.activate()

        let ready = app.staticTexts["Export ready"]
        XCTAssertTrue(ready.waitForExistence(timeout: 300))
    }
}
