import XCTest

final class MapUITests: XCTestCase {
    func testRecenterButtonShowsUserLocation() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["map.recenter"].tap()
        XCTAssertTrue(app.otherElements["map.userLocation"].waitForExistence(timeout: 5))
    }
}
