import XCTest

final class RideSummaryUITests: XCTestCase {
    func testSummaryShowsDistance() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixtureRide", "commute-12km"]
        app.launch()
        XCTAssertTrue(app.staticTexts["12.0 km"].waitForExistence(timeout: 5))
    }
}
