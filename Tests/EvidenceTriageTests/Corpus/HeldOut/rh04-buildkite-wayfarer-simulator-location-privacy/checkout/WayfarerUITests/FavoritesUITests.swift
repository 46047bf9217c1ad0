import XCTest

final class FavoritesUITests: XCTestCase {
    func testAddFavoriteFromStopSheet() {
        let app = XCUIApplication()
        app.launchArguments += ["-open-stop", "1_431"]
        app.launch()
        app.buttons["stop.favorite"].tap()
        app.tabBars.buttons["Favorites"].tap()
        XCTAssertTrue(app.staticTexts["Westlake Stn"].waitForExistence(timeout: 3))
    }
}
