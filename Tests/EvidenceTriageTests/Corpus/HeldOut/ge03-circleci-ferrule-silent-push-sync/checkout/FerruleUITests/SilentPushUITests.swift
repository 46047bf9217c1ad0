import XCTest

/// Sends a real `simctl push` through the host-side helper (scripts/push_helper.py) while the
/// app is in the background and checks that the inbox sync ran.
final class SilentPushUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-inboxBackend", "http://127.0.0.1:8124"]
        SyncMarker.clear()
    }

    func testBackgroundedAppSyncsOnSilentPush() throws {
        app.launch()
        XCTAssertTrue(app.navigationBars["Inbox"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        try PushHelper.send(bundleID: "com.ferrule.ios", payload: ["aps": ["content-available": 1],
                                                                   "thread": "t-18"])
        let synced = expectation(description: "inbox synced from silent push")
        SyncMarker.observe { synced.fulfill() }
        wait(for: [synced], timeout: 30)
    }
}
