import XCTest

/// Physical iPhone in the lab rack, Background App Refresh on, charger connected.
final class NewVideoNotificationUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "app.streamlet.ios")
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launchEnvironment["FEED_STUB"] = "publish-after-60s"
        app.launch()
    }

    func testNotificationWithinThirtyMinutesOfLeaving() {
        XCUIDevice.shared.press(.home)       // schedules BGAppRefreshTaskRequest, earliestBeginDate = now + 30 min
        let banner = springboard.descendants(matching: .any)["New video from Lab Channel"]
        XCTAssertTrue(banner.waitForExistence(timeout: 35 * 60), "expected the new-video notification within 35 minutes")
    }

    func testRefreshRunsAtEarliestBeginDate() {
        XCUIDevice.shared.press(.home)
        sleep(32 * 60)
        app.activate()
        app.buttons["Settings"].tap()
        let lastRefresh = app.staticTexts["lastBackgroundRefresh"].label
        XCTAssertNotEqual(lastRefresh, "never", "refresh should have run shortly after earliestBeginDate (30 min)")
    }
}
