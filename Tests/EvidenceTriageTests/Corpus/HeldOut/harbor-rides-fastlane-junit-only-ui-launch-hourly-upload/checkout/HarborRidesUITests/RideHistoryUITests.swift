import XCTest

final class RideHistoryUITests: XCTestCase {
    func testHistoryShowsLastRide() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed-history", "last-ride"]
        app.launch()
        app.tabBars.buttons["Rides"].tap()
        XCTAssertTrue(app.cells["ride-2026-08-12-1840"].waitForExistence(timeout: 5))
    }
}
