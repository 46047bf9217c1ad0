import XCTest

final class EpisodeDownloadE2ETests: XCTestCase {
    func testDownloadSurvivesTermination() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixtureFeed", "long-episode"]
        app.launch()
        app.cells["episode-412"].buttons["Download"].tap()
        _ = app.progressIndicators["download-progress-412"].waitForExistence(timeout: 10)
        app.terminate()                      // relaunch while nsurlsessiond still holds the transfer
        app.launch()
        XCTAssertTrue(app.staticTexts["Downloaded"].waitForExistence(timeout: 180), "episode 412 never finished downloading after relaunch")
    }
}
