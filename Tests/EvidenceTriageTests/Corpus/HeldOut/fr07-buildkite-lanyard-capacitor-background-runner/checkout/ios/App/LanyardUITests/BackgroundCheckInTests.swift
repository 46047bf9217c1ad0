import XCTest

final class BackgroundCheckInTests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testRunnerFlushesQueueAfterFiveMinutesInBackground() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestOfflineScans", "2"]
        app.launch()

        XCTAssertTrue(app.staticTexts["2 scans waiting to sync"].waitForExistence(timeout: 5))

        // capacitor.config.ts: BackgroundRunner interval is 5 minutes.
        XCUIDevice.shared.press(.home)
        sleep(330)
        app.activate()

        XCTAssertTrue(app.staticTexts["Last background sync: just now"].waitForExistence(timeout: 10),
                      "background check-in never ran")
    }
}
