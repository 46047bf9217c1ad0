import XCTest

final class NearbyStopsUITests: XCTestCase {
    func testNearbyListShowsClosestStop() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Nearby"].tap()
        let first = app.cells.matching(identifier: "nearby.row").firstMatch
        XCTAssertTrue(first.waitForExistence(timeout: 8))
        XCTAssertTrue(first.staticTexts["Westlake Stn"].exists)
    }
}
