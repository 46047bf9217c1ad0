import XCTest

final class RideBookingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-stub-server", "http://localhost:8282"]
    }

    func testBookRideFlow() throws {
        app.launch()
        app.buttons["Where to?"].tap()
        app.searchFields.firstMatch.typeText("Pier 39\n")
        app.buttons["Confirm pickup"].tap()
        XCTAssertTrue(app.staticTexts["Driver on the way"].waitForExistence(timeout: 10))
    }
}
