//
//  BackgroundRefreshUITests.swift
//  TidewaterUITests
//

import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testFeedRefreshesAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStubFeeds", "3-new"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshUITests/testFeedRefreshesAfterBackgrounding"
        app.launch()
        XCTAssertTrue(app.staticTexts["feed.lastRefreshed"].waitForExistence(timeout: 10))

        // Leave the app in the background and give iOS time to run the refresh task.
        XCUIDevice.shared.press(.home)
        sleep(180)

        app.activate()
        let badge = app.staticTexts["3 new articles"]
        XCTAssertTrue(badge.waitForExistence(timeout: 10), "no background refresh happened within 3 minutes of backgrounding")
    }
}
