import XCTest

final class PinnedTilesUITests: XCTestCase {
    func testPinnedTileIsAnnounced() {
        let app = XCUIApplication()
        app.launch()
        let tile = app.cells["home.tile.0"]
        XCTAssertTrue(tile.waitForExistence(timeout: 5))
        XCTAssertEqual(tile.label, "Pinned: Weather")
    }
}
