import XCTest

final class EpisodeListUITests: XCTestCase {
    func testDownloadButtonShowsProgress() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-stub-feed", "fixtures/night-shift.xml"]
        app.launch()
        app.cells["episode.12"].buttons["download"].tap()
        XCTAssertTrue(app.progressIndicators["episode.12.progress"].waitForExistence(timeout: 3))
    }
}
