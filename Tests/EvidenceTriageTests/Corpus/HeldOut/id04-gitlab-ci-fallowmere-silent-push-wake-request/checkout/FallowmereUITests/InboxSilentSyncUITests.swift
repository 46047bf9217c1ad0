import XCTest

final class InboxSilentSyncUITests: XCTestCase {
    private let pushHook = URL(string: "http://127.0.0.1:9494/push/wake")!

    func testBackgroundPushRefreshesUnreadBadge() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-MockServer", "seeded-3-unread", "-DeliverOnNextSync", "2"]
        app.launch()
        XCTAssertTrue(app.staticTexts["3 unread"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        try triggerWakePush()            // ci/push_trigger.py -> xcrun simctl push … ci/wake.apns

        // The silent push should wake the app, sync, and leave the new count for the next foreground.
        sleep(30)
        app.activate()
        XCTAssertTrue(app.staticTexts["5 unread"].waitForExistence(timeout: 5),
                      "unread count did not change after the background push")
    }

    private func triggerWakePush() throws {
        var request = URLRequest(url: pushHook)
        request.httpMethod = "POST"
        let done = expectation(description: "push hook")
        URLSession.shared.dataTask(with: request) { _, response, _ in
            XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
            done.fulfill()
        }.resume()
        wait(for: [done], timeout: 10)
    }
}
