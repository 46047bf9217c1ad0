import XCTest

final class TrackListUITests: XCTestCase {
    func testReorderTracks() {
        let app = XCUIApplication()
        app.launchArguments = ["-SeedTracks", "40"]
        app.launch()
        app.buttons["Edit"].tap()
        app.cells["track.0"].buttons["Reorder"].press(forDuration: 0.6, thenDragTo: app.cells["track.5"])
        XCTAssertEqual(app.cells.element(boundBy: 5).identifier, "track.0")
    }
}
