import XCTest

final class NearbyTrailsUITests: XCTestCase {
    func testNearbyListShowsClosestTrailFirst() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Nearby"].tap()
        let first = app.cells.element(boundBy: 0).staticTexts["trail.name"]
        XCTAssertTrue(first.waitForExistence(timeout: 10))
        XCTAssertEqual(first.label, "Pine Ridge Loop")
    }
}
