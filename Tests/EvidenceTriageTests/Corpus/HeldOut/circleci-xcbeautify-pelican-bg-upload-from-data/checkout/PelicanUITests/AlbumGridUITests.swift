import XCTest

final class AlbumGridUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-fixtureAlbum", "harbor"]
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    func testScrollLoadsThumbnails() {
        let grid = app.collectionViews["album-grid"]
        grid.swipeUp()
        XCTAssertTrue(grid.cells["photo-40"].waitForExistence(timeout: 5))
    }
}
