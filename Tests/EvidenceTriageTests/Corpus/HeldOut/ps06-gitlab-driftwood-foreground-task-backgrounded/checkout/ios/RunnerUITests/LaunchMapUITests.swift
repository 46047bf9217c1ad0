import XCTest

final class LaunchMapUITests: XCTestCase {
    func testMapTabShowsLastTrip() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Map"].tap()
        XCTAssertTrue(app.otherElements["map.lastTrip"].waitForExistence(timeout: 6))
    }
}
