import XCTest

final class EpisodeDownloadBackgroundUITests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testEpisodeReadyNotificationAfterBackgroundDownload() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingFixtures", "feed-one-episode", "-fixtureServer", "http://127.0.0.1:8089"]
        app.launch()
        app.buttons["episode.0.download"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["NotificationShortLookView"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 90), "Episode ready notification not shown")
    }
}
