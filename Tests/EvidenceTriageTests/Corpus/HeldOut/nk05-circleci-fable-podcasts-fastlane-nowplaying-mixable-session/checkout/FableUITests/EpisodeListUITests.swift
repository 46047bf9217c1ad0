import XCTest

final class EpisodeListUITests: XCTestCase {
    func testSwipeToArchive() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestFixtures", "library-small"]
        app.launch()
        let cell = app.cells["episode-cell-0"]
        XCTAssertTrue(cell.waitForExistence(timeout: 10))
        cell.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertFalse(cell.exists)
    }
}
