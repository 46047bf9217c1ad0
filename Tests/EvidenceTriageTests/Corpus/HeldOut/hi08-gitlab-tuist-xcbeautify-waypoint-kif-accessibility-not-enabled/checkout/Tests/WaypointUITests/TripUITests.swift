import XCTest

final class TripUITests: XCTestCase {
    func testOpenTripAfterRestartInBackground() {
        let app = XCUIApplication()
        app.launch()
        app.cells["trip.coast-run"].tap()
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.navigationBars["Coast Run"].waitForExistence(timeout: 5), "trip should still be open after returning from background")
    }
}
