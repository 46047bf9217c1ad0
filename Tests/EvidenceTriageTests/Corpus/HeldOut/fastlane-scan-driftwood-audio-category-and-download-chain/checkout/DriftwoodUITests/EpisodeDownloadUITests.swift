import XCTest

/// Queues three episodes, backgrounds the app and expects the background URLSession to have
/// fetched all of them. Each completion relaunches the app, which then starts the next download.
final class EpisodeDownloadUITests: XCTestCase {
    private let app = XCUIApplication()

    func testQueuedEpisodesFinishWhileBackgrounded() {
        app.launchArguments = ["--feed-fixture", "tidal-notes-3-episodes", "--download-mode", "sequential"]
        app.launch()
        app.buttons["Download all"].tap()
        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()
        let done = app.staticTexts["downloadedCount"]
        XCTAssertTrue(done.waitForExistence(timeout: 10))
        XCTAssertEqual(done.label, "3 of 3", "all queued episodes should be on disk after two minutes in the background")
    }
}
