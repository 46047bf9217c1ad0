import XCTest

final class TripListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["FERRYPASS_E2E"] = "1"
        app.launch()
    }

    func testPullToRefreshShowsTrips() throws {
        let list = app.otherElements["trip-list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.swipeDown()
        XCTAssertTrue(app.staticTexts["3 upcoming trips"].waitForExistence(timeout: 10))
    }
}
