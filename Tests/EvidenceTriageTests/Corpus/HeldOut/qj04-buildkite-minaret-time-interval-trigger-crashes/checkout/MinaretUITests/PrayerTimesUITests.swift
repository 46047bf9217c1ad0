import XCTest

final class PrayerTimesUITests: XCTestCase {
    func testTodayScreenShowsFivePrayers() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixed-location", "london"]
        app.launch()
        let list = app.collectionViews["today.prayers"]
        XCTAssertTrue(list.waitForExistence(timeout: 5))
        XCTAssertEqual(list.cells.count, 5)
    }
}
