import XCTest

final class BookingFlowUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testSearchShowsAvailableBerths() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-fixtures", "falmouth"]
        app.launch()
        app.buttons["Find a berth"].tap()
        XCTAssertTrue(app.cells["berth-A12"].waitForExistence(timeout: 5))
    }

    func testConfirmEnabledAfterPickingDates() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-fixtures", "falmouth"]
        app.launch()
        app.buttons["Book a stay"].tap()
        app.datePickers["arrival"].buttons["12"].tap()
        app.datePickers["departure"].buttons["14"].tap()
        XCTAssertTrue(app.buttons["Confirm dates"].isEnabled, "Confirm should be enabled once both dates are picked")
    }
}
