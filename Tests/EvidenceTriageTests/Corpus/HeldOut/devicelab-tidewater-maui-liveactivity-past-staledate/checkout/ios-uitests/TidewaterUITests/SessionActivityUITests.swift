import XCTest

final class SessionActivityUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.tidewater.surf")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--uitest", "--clock-offset-minutes", "0"]
        app.launch()
    }

    func testLiveActivityStartsForUpcomingSession() throws {
        app.buttons["session-start-upcoming"].tap()
        XCTAssertEqual(app.staticTexts["live-activity-state"].label, "active")
    }

    func testLiveActivityShownForSessionThatJustEnded() throws {
        // Session window ended 30 minutes ago; the app still starts the
        // "log your session" Live Activity with StaleAt = window end.
        app.buttons["session-start-ended-30m"].tap()
        let state = app.staticTexts["live-activity-state"]
        XCTAssertTrue(state.waitForExistence(timeout: 5))
        XCTAssertEqual(state.label, "active", "the activity must be presented, not created stale")
    }
}
