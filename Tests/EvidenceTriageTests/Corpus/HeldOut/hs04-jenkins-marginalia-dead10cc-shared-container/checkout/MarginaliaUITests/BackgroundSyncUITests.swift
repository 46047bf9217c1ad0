import XCTest

final class BackgroundSyncUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testAppSurvivesSuspensionAfterFeedSync() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-MarginaliaFixtureFeeds", "large", "-MarginaliaResetLaunchCount", "YES"]
        app.launch()

        app.buttons["Sync now"].tap()
        XCUIDevice.shared.press(.home)

        // Give the sync time to finish its last batch and iOS time to suspend us.
        sleep(45)

        XCTAssertEqual(app.state, .runningBackgroundSuspended,
                       "app should be suspended after the sync, not terminated")

        app.activate()
        let launchCount = app.staticTexts["launchCount"]
        XCTAssertTrue(launchCount.waitForExistence(timeout: 10))
        XCTAssertEqual(launchCount.label, "1", "app was relaunched: the process was terminated while suspended")
    }

    func testSyncNowShowsProgress() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-MarginaliaFixtureFeeds", "small"]
        app.launch()
        app.buttons["Sync now"].tap()
        XCTAssertTrue(app.progressIndicators["syncProgress"].waitForExistence(timeout: 5))
    }
}
