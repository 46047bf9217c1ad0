import XCTest

final class ParcelListUITests: XCTestCase {
    func testEmptyStateMessage() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-parcels", "none"]
        app.launch()
        XCTAssertTrue(app.staticTexts["No parcels on the way"].waitForExistence(timeout: 5))
    }

    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launch()
        app.tables.firstMatch.swipeDown()
        XCTAssertTrue(app.activityIndicators["refresh-spinner"].exists)
    }
}

