import XCTest

final class FeedRefreshCadenceUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launchArguments += ["-FeedStub", "one-new-article-every-5-min"]
        app.launch()
    }

    /// Help page promise: "Newsfold refreshes your feeds every 15 minutes in the background."
    func testFeedsRefreshEveryFifteenMinutes() {
        let before = Int(app.staticTexts["backgroundRefreshCount"].label) ?? 0
        XCUIDevice.shared.press(.home)
        sleep(31 * 60)                                   // two 15-minute periods plus slack
        app.activate()
        let after = Int(app.staticTexts["backgroundRefreshCount"].label) ?? 0
        XCTAssertGreaterThanOrEqual(after - before, 2, "expected two background refreshes in 31 minutes")
    }

    func testFirstBackgroundRefreshHappensOnInstallDay() {
        // Fresh install (simulator erased by the pipeline before this suite).
        XCUIDevice.shared.press(.home)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["New in Example Feed"]
        XCTAssertTrue(banner.waitForExistence(timeout: 45 * 60), "no notification from a background refresh on install day")
    }
}
