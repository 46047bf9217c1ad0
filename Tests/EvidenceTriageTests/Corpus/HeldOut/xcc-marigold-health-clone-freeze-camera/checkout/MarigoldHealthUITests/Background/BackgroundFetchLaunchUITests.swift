import XCTest

/// Relies on the scheme option "Launch due to a background fetch event" for this test action.
final class BackgroundFetchLaunchUITests: XCTestCase {
    func testLaunchDueToBackgroundFetchRunsSync() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundFetchLaunchUITests/testLaunchDueToBackgroundFetchRunsSync"
        app.launch()
        app.buttons["settings.diagnostics"].tap()
        XCTAssertTrue(app.staticTexts["diagnostics.lastSync.background"].waitForExistence(timeout: 120))
    }
}
