import XCTest

final class TripListUITests: XCTestCase {
    func testSwipeToArchive() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestSeedTrips", "3"]
        app.launch()
        let cell = app.cells["trip.Jotunheimen Traverse"]
        cell.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertFalse(cell.waitForExistence(timeout: 2))
        XCTAssertEqual(app.cells.count, 2)
    }
}
