import XCTest

/// End-to-end check of the hiking check-in: the app must keep posting a
/// heartbeat to the (mock) API after the user swipes it away.
final class SafetyCheckInUITests: XCTestCase {
    let mock = MockCheckInServer(port: 8089)

    override func setUpWithError() throws {
        continueAfterFailure = false
        try mock.start()
    }

    override func tearDown() {
        mock.stop()
    }

    func testCheckInHeartbeatArrivesAfterAppIsTerminated() throws {
        let app = XCUIApplication()
        app.launchEnvironment["TRAILMARK_API_BASE"] = "http://localhost:8089"
        app.launchEnvironment["TRAILMARK_UI_TEST_CHECKIN"] = "1"
        app.launch()
        XCTAssertTrue(app.staticTexts["Check-in is on"].waitForExistence(timeout: 10))

        mock.resetHeartbeats()
        app.terminate()

        // The check-in promise is "at least every 15 minutes".
        let deadline = Date().addingTimeInterval(16 * 60)
        while Date() < deadline && mock.heartbeatCount == 0 {
            sleep(30)
        }
        XCTAssertGreaterThan(mock.heartbeatCount, 0,
                             "expected a check-in heartbeat within 16 min of the app being terminated")
    }

    func testCheckInToggleShowsContactName() throws {
        let app = XCUIApplication()
        app.launchEnvironment["TRAILMARK_UI_TEST_CHECKIN"] = "1"
        app.launch()
        XCTAssertTrue(app.staticTexts["Alerts go to Mara Lindqvist"].waitForExistence(timeout: 10))
    }
}
