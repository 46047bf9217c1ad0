import XCTest

final class RideRequestUITests: XCTestCase {
    func testRequestRideFromSavedPlace() {
        let app = XCUIApplication()
        app.launchArguments += ["--e2e"]
        app.launch()
        app.buttons["Saved places"].tap()
        app.cells["place.Work"].tap()
        XCTAssertTrue(app.buttons["Confirm ride"].waitForExistence(timeout: 8), "quote sheet did not open")
    }
}
