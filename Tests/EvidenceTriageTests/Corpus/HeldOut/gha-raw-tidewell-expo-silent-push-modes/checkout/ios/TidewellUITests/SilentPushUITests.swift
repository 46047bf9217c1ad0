import XCTest

/// Sends a content-available push through the CI push relay (scripts/push-relay.js runs
/// `xcrun simctl push` on the host) while the app is in the background, then checks that
/// the roster badge was refreshed by the silent-push handler.
final class SilentPushUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-TWUITestSignedIn", "YES"]
        app.launch()
    }

    func testContentAvailablePushRefreshesRoster() throws {
        XCTAssertTrue(app.staticTexts["rosterVersion"].waitForExistence(timeout: 10))
        let before = app.staticTexts["rosterVersion"].label

        XCUIDevice.shared.press(.home)
        try PushRelay.send(payload: "silent-roster-update.apns", bundleID: "com.tidewell.crew")
        sleep(8)
        app.activate()

        let after = app.staticTexts["rosterVersion"].label
        XCTAssertNotEqual(before, after, "roster badge never updated after content-available push")
    }
}
