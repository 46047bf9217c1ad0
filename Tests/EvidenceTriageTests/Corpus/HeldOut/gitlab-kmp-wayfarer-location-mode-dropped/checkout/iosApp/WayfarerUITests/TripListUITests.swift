import XCTest

final class TripListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-UITestFixtures", "three-trips"]
        app.launch()
    }

    func testOpenTripDetail() {
        app.cells["trip-2"].tap()
        XCTAssertTrue(app.staticTexts["Lisbon → Sintra"].waitForExistence(timeout: 5))
    }
}
