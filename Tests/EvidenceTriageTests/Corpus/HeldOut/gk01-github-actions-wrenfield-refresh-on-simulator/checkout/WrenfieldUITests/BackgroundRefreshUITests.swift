import XCTest

/// End-to-end check of periodic delivery: background the app and expect the
/// "New messages" banner that PeriodicRefreshJob posts after a background refresh.
final class BackgroundRefreshUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
    }

    func testPeriodicRefreshFetchesWithin20Minutes() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshUITests/testPeriodicRefreshFetchesWithin20Minutes"
        app.launchArguments += ["-WrenfieldNotificationMode", "periodic", "-WrenfieldSeedServer", "one-pending-message"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Periodic delivery on"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)   // sceneDidEnterBackground → BGManager.schedule()

        // earliestBeginDate is 20 minutes out; allow the system one more minute to run the task.
        let banner = springboard.otherElements["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 21 * 60),
                      "no background refresh delivered the pending message within 21 minutes")
    }

    func testForegroundSyncShowsPendingMessage() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-WrenfieldSeedServer", "one-pending-message"]
        app.launch()
        XCTAssertTrue(app.cells["chat-Mira"].staticTexts["See you at 7"].waitForExistence(timeout: 10))
    }
}
