import XCTest

final class AlbumPickerUITests: XCTestCase {
    func testPickerShowsRecentAlbums() {
        let app = XCUIApplication()
        app.launchArguments += ["-HeronSeedAlbums", "3"]
        app.launch()
        app.buttons["Add to album"].tap()
        XCTAssertTrue(app.cells["album.Recents"].waitForExistence(timeout: 5))
    }
}
