import XCTest

final class TripListUITests: XCTestCase {
    func testOpenTripDetail() {
        let app = XCUIApplication()
        app.launchArguments += ["--seed-trips"]
        app.launch()
        app.cells["trip.row.0"].tap()
        XCTAssertTrue(app.otherElements["trip.detail.map"].waitForExistence(timeout: 8))
    }
}
