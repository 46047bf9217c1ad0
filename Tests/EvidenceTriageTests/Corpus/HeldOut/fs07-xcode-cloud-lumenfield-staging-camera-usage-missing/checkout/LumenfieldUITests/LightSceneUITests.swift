import XCTest

final class LightSceneUITests: XCTestCase {
    func testCreateSceneFromFavorites() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Scenes"].tap()
        app.buttons["New scene"].tap()
        app.buttons["From favorites"].tap()
        XCTAssertTrue(app.cells.firstMatch.waitForExistence(timeout: 5))
    }
}
