import XCTest

final class TripMapUITests: XCTestCase {
    func testMapShowsTodayRoute() {
        let app = XCUIApplication(bundleIdentifier: "com.sorrel.trips")
        app.launch()
        app.buttons["Today"].tap()
        XCTAssertTrue(app.otherElements["route-overlay"].waitForExistence(timeout: 10))
    }
}
