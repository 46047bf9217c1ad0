import XCTest

final class AlbumGridUITests: XCTestCase {
    func testOpensSharedAlbum() {
        let app = XCUIApplication()
        app.launchEnvironment["ORCHARD_SERVER"] = "http://10.52.7.21:8088"
        app.launch()
        app.buttons["tab-albums"].tap()
        app.cells["album-Family"].tap()
        XCTAssertTrue(app.navigationBars["Family"].waitForExistence(timeout: 10))
    }
}
