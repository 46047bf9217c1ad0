import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestFixtureFeeds", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshUITests/testEpisodesRefreshAfterAppIsTerminated"
    }

    /// Subscribes, leaves the app, kills it, and expects the background refresh to have
    /// picked up the fixture server's new episode by the time the app is opened again.
    func testEpisodesRefreshAfterAppIsTerminated() throws {
        app.launch()
        app.buttons["Subscribe to sample feed"].tap()
        XCTAssertTrue(app.staticTexts["lastRefreshed"].waitForExistence(timeout: 10))
        let before = app.staticTexts["lastRefreshed"].label

        XCUIDevice.shared.press(.home)     // sceneDidEnterBackground schedules the refresh
        app.terminate()
        FixtureServer.publishNewEpisode(feed: "sample")
        Thread.sleep(forTimeInterval: 120)

        app.launchArguments += ["-UITestSkipForegroundRefresh", "YES"]
        app.launch()
        let after = app.staticTexts["lastRefreshed"]
        XCTAssertTrue(after.waitForExistence(timeout: 10))
        XCTAssertNotEqual(after.label, before, "episodes were not refreshed in the background after the app was terminated")
    }
}
