import XCTest

final class DownloadsUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-local-feed", "tides-and-currents", "-uitest-downloaded", "episode-0"]
        app.launch()
    }

    func testDeleteDownloadedEpisode() {
        app.tabBars.buttons["Downloads"].tap()
        let cell = app.cells["download-episode-0"]
        XCTAssertTrue(cell.waitForExistence(timeout: 5))
        cell.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertTrue(app.staticTexts["downloads-empty"].waitForExistence(timeout: 5))
    }
}
