import XCTest

/// Device-lab style check of the background outbox flush (react-native-background-fetch + our JS outbox).
final class OutboxBackgroundUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestSeedOutbox", "3", "-uiTestOfflineUntilBackground", "YES"]
        app.launch()
    }

    func testOutboxBadgeShowsSeededNotes() {
        XCTAssertTrue(app.staticTexts["outbox-status"].waitForExistence(timeout: 10))
        XCTAssertEqual(app.staticTexts["outbox-status"].label, "3 pending")
    }

    func testPendingNotesFlushWhileAppIsInBackground() {
        XCTAssertTrue(app.staticTexts["outbox-status"].waitForExistence(timeout: 10))
        // Going to the home screen starts the flush inside the app's beginBackgroundTask window.
        XCUIDevice.shared.press(.home)
        sleep(40)
        app.activate()

        let status = app.staticTexts["outbox-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 5))
        XCTAssertEqual(status.label, "0 pending", "notes were not flushed while the app was in the background")
    }
}
