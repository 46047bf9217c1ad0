import XCTest

/// End-to-end: the background tide refresh should post a "tide turning" alert while the app is in the background.
final class TideAlertUITests: XCTestCase {

    func testTideAlertArrivesAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TideAlertUITests/testTideAlertArrivesAfterBackgrounding"
        // Debug hook: submit the refresh request with earliestBeginDate = now + 60 s.
        app.launchArguments += ["-uitest-skip-onboarding", "-uitest-tide-refresh-in-60s", "-uitest-fixture-harwich"]
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Tides"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Tide turning at Harwich"]
        XCTAssertTrue(banner.waitForExistence(timeout: 180), "tide alert banner never appeared")
    }
}
