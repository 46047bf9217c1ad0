import XCTest

final class EpisodeDownloadUITests: XCTestCase {
    func testDownloadCompletesAfterAppTermination() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-feed", "long-episodes"]
        app.launch()
        app.cells["episode.0"].buttons["download"].tap()
        XCTAssertTrue(app.progressIndicators["download.progress.0"].waitForExistence(timeout: 10))

        // Leave the transfer to nsurlsessiond while the app is gone.
        app.terminate()
        sleep(120)

        app.launch()
        let done = app.cells["episode.0"].staticTexts["Downloaded"]
        XCTAssertTrue(done.waitForExistence(timeout: 15), "episode.0 state: \(app.cells["episode.0"].label)")
    }
}
