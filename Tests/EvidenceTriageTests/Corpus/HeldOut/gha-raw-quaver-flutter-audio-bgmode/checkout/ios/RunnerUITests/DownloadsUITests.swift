import XCTest

final class DownloadsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixture-feed", "hearth-and-harbour", "-uitest-predownloaded", "1"]
        app.launch()
    }

    func testDeleteDownloadedEpisode() throws {
        app.tabBars.buttons["Downloads"].tap()
        let row = app.cells["download-row-0"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertFalse(row.exists)
    }
}
