import XCTest

final class PlayerUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testScrubberShowsElapsedTime() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixtures"]
        app.launch()
        app.cells["film.row.0"].tap()
        app.buttons["player.play"].tap()
        let elapsed = app.staticTexts["player.elapsed"]
        XCTAssertTrue(elapsed.waitForExistence(timeout: 5))
    }

    func testCatalogShowsRows() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixtures"]
        app.launch()
        XCTAssertTrue(app.cells["film.row.0"].waitForExistence(timeout: 5))
    }
}
