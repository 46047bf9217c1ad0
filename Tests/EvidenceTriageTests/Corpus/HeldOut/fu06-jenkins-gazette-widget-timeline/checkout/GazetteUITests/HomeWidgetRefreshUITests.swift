//
//  HomeWidgetRefreshUITests.swift
//  GazetteUITests
//

import XCTest

final class HomeWidgetRefreshUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    /// The stub feed publishes "Ferry timetable changes" 20 s after launch; the app's
    /// background refresh should publish it to the widget on the Home Screen.
    func testWidgetShowsHeadlineAfterBackgroundRefresh() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStubFeed", "new-headline-after-20s", "-UITestPinWidget", "HeadlinesWidget"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.staticTexts["Harbour bridge reopens"].waitForExistence(timeout: 30),
                      "widget did not render the launch snapshot")
        let headline = springboard.staticTexts["Ferry timetable changes"]
        XCTAssertTrue(headline.waitForExistence(timeout: 300), "Home Screen widget never showed the refreshed headline")
    }
}
