import XCTest

final class TranscriptListUITests: XCTestCase {
    func testSwipeToDeleteRemovesRow() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSeedTranscripts", "3"]
        app.launch()
        let row = app.cells["transcript.row.0"]
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertFalse(row.waitForExistence(timeout: 2))
    }
}
