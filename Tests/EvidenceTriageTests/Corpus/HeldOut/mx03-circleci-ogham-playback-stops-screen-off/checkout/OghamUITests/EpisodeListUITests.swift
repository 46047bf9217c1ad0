import XCTest

final class EpisodeListUITests: XCTestCase {
    let app = XCUIApplication()
    override func setUp() { app.launch() }

    func testDownloadedBadgeVisible() {
        let cell = app.cells["episode-17"]
        XCTAssertTrue(cell.images["downloaded"].exists)
    }

    func testSwipeToDeleteDownload() {
        app.cells["episode-17"].swipeLeft()
        app.buttons["Remove Download"].tap()
        XCTAssertFalse(app.cells["episode-17"].images["downloaded"].exists)
    }
}
