import XCTest

final class TripLiveActivityUITests: XCTestCase {
    private let app = XCUIApplication()

    func testStartTripShowsLiveActivity() {
        app.launch()
        app.buttons["Start trip"].tap()
        let started = app.staticTexts["live-activity-running"].waitForExistence(timeout: 5)
        let banner = app.staticTexts["live-activities-off-banner"].exists
        XCTAssertTrue(started, "the trip's Live Activity did not start (live-activities-off banner visible: \(banner))")
    }
}
