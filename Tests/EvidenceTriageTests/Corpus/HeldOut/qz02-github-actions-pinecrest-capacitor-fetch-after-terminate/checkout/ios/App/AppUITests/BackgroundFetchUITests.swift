import XCTest

final class BackgroundFetchUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testFetchRunsAfterAppTerminated() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundFetchUITests/testFetchRunsAfterAppTerminated"
        app.launch()
        app.buttons["settings.backgroundSync.enable"].tap()
        XCTAssertTrue(app.staticTexts["BackgroundFetch configured"].waitForExistence(timeout: 10))

        // Close the app like a user would, then give iOS its 15 minute fetch window.
        app.terminate()
        sleep(900)

        app.launch()
        app.buttons["tab.settings"].tap()
        let lastRun = app.staticTexts["settings.backgroundSync.lastRun"]
        XCTAssertTrue(lastRun.waitForExistence(timeout: 10))
        XCTAssertNotEqual(lastRun.label, "Never", "expected a background-fetch event while the app was closed")
    }
}
