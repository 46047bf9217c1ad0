import XCTest

final class SpotMapUITests: XCTestCase {
    func testMapShowsFavoriteSpots() throws {
        let app = XCUIApplication()
        app.launchArguments += ["--seed-favorites=pipeline,uluwatu"]
        app.launch()
        app.tabBars.buttons["Map"].tap()
        XCTAssertEqual(app.otherElements.matching(identifier: "spotPin").count, 2)
    }
}
