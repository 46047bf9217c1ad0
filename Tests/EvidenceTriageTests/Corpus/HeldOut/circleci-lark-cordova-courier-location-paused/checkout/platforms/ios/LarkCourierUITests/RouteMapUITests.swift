import XCTest

final class RouteMapUITests: XCTestCase {
    func testMapCentersOnDepot() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Route"].tap()
        XCTAssertTrue(app.otherElements["route.map"].waitForExistence(timeout: 10))
        XCTAssertEqual(app.staticTexts["route.centerLabel"].label, "Depot 3 · Leeds")
    }
}
