//
//  SilentPushUITests.swift
//  HeronbellUITests
//
//  Sends a data-only (content-available) push to the booted Simulator through
//  the CI push relay (ci/push-relay.py, which runs `xcrun simctl push`) while
//  the app is in the background, then checks the unread badge.
//

import XCTest

final class SilentPushUITests: XCTestCase {
    private let relay = URL(string: "http://127.0.0.1:7346/push")!

    func testBackgroundPushRefreshesUnreadBadge() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-stubBackend"]
        app.launch()
        XCTAssertEqual(app.tabBars.buttons["Inbox"].value as? String, "")

        XCUIDevice.shared.press(.home)
        try sendPush(["aps": ["content-available": 1],
                      "hb": ["kind": "unread", "channel": "c_42", "unread": 3]])

        // The app should be woken in the background and update its badge.
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let icon = springboard.icons["Heronbell"]
        let badged = NSPredicate(format: "value CONTAINS '3'")
        let expectation = XCTNSPredicateExpectation(predicate: badged, object: icon)
        let result = XCTWaiter.wait(for: [expectation], timeout: 30)
        XCTAssertTrue(result == .completed,
                      "app icon badge did not update within 30s after background push (waiter result: \(result.rawValue))")
    }

    private func sendPush(_ payload: [String: Any]) throws {
        var request = URLRequest(url: relay)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: payload)
        let done = expectation(description: "relay accepted push")
        URLSession.shared.dataTask(with: request) { _, response, _ in
            XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 202)
            done.fulfill()
        }.resume()
        wait(for: [done], timeout: 10)
    }
}
