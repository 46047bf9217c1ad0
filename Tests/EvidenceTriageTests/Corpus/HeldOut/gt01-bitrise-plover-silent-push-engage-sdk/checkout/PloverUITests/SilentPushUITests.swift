//
//  SilentPushUITests.swift
//  PloverUITests
//
//  End-to-end check that a content-available push from our backend wakes the
//  suspended app and refreshes the inbox. The push itself is delivered by the
//  CI host helper (scripts/sim-helper.py), which runs `xcrun simctl push`.
//

import XCTest

final class SilentPushUITests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testInboxShowsNeverBeforeFirstRefresh() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestResetInbox"]
        app.launch()
        XCTAssertEqual(app.staticTexts["inbox.lastRefresh"].label, "Never")
    }

    func testSilentPushRefreshesInboxWhileSuspended() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestResetInbox"]
        app.launch()
        XCTAssertEqual(app.staticTexts["inbox.lastRefresh"].label, "Never")

        // Suspend the app, then have the host deliver a silent push.
        XCUIDevice.shared.press(.home)
        try SimHelper.sendPush(fixture: "silent-inbox.apns", bundleID: "com.plovernews.plover")

        // Give the system time to wake the app and run the refresh.
        Thread.sleep(forTimeInterval: 45)

        app.activate()
        let lastRefresh = app.staticTexts["inbox.lastRefresh"]
        XCTAssertTrue(lastRefresh.waitForExistence(timeout: 5))
        XCTAssertNotEqual(lastRefresh.label, "Never",
                          "Inbox was not refreshed by the silent push within 45 s")
    }
}
