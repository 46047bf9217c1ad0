import XCTest

final class BackgroundDownloadUITests: XCTestCase {
    let app = XCUIApplication()

    private func launch(_ test: String) {
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundDownloadUITests/\(test)"
        app.launchArguments += ["-uitest-feed", "fixture:weekly-3"]
        app.launch()
    }

    /// Subscribe, background the app and expect the new episode to be
    /// downloaded by the background refresh.
    func testNewEpisodeDownloadedOvernight() throws {
        launch("testNewEpisodeDownloadedOvernight")
        app.buttons["subscribe.the-tideline"].tap()
        app.buttons["settings.schedule-refresh-now"].tap()
        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["New episode downloaded"]
        XCTAssertTrue(banner.waitForExistence(timeout: 300), "background refresh never downloaded the episode")
    }

    /// Uses the debug menu, which calls _simulateLaunchForTaskWithIdentifier:.
    func testSimulatedRefreshUpdatesFeed() throws {
        launch("testSimulatedRefreshUpdatesFeed")
        app.buttons["debug.menu"].tap()
        app.buttons["debug.simulate-feed-refresh"].tap()
        let badge = app.staticTexts["feed.new-count"]
        XCTAssertTrue(badge.waitForExistence(timeout: 20))
        XCTAssertEqual(badge.label, "3 new")
    }
}
