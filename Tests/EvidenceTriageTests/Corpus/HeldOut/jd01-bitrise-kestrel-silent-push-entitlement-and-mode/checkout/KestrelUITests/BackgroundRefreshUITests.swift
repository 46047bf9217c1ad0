import XCTest

/// End-to-end: a content-available push sent to the booted simulator while
/// Kestrel is in the background should refresh the unread badge.
/// The push is sent by ci/push_relay.py (xcrun simctl push) on the CI host.
final class BackgroundRefreshUITests: XCTestCase {
    private let relay = URL(string: "http://127.0.0.1:8089/push")!

    func testContentAvailablePushRefreshesUnreadBadgeWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-unread"]
        app.launch()
        XCTAssertEqual(app.staticTexts["unread-badge"].label, "0")

        XCUIDevice.shared.press(.home)
        try sendPush(named: "silent-like")

        // Give the system time to wake the app in the background.
        sleep(30)

        app.activate()
        XCTAssertEqual(app.staticTexts["unread-badge"].label, "1",
                       "unread badge did not update within 30 s of the content-available push")
    }

    func testAlertPushOpensSighting() throws {
        let app = XCUIApplication()
        app.launch()
        try sendPush(named: "alert-comment")
        let banner = XCUIApplication(bundleIdentifier: "com.apple.springboard").otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 10))
        banner.tap()
        XCTAssertTrue(app.navigationBars["Sighting"].waitForExistence(timeout: 5))
    }

    private func sendPush(named name: String) throws {
        var request = URLRequest(url: relay.appending(queryItems: [URLQueryItem(name: "payload", value: name)]))
        request.httpMethod = "POST"
        let sent = expectation(description: "relay accepted \(name)")
        URLSession.shared.dataTask(with: request) { _, response, _ in
            XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 202)
            sent.fulfill()
        }.resume()
        wait(for: [sent], timeout: 10)
    }
}
