import XCTest

final class SilentPushUITests: XCTestCase {
    func testContentAvailablePushRefreshesInboxInBackground() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestingStubServer", "1"]
        app.launch()
        XCTAssertTrue(app.staticTexts["inbox.count"].waitForExistence(timeout: 10))
        let before = app.staticTexts["inbox.count"].label

        XCUIDevice.shared.press(.home)
        // ci/push-relay runs `xcrun simctl push` on the host for us.
        try PushRelay.send(payload: "ci/payloads/content-available-digest.apns")

        sleep(20)
        app.activate()
        let refreshed = app.staticTexts["inbox.lastRefresh.source"]
        XCTAssertTrue(refreshed.waitForExistence(timeout: 5))
        XCTAssertEqual(refreshed.label, "silent-push", "inbox count still \(before); no background refresh ran")
    }
}
