import XCTest

final class TimetableUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["HARBORLINE_UITEST_FEED"] = "fixture:sailings-weekday"
        app.launch()
    }

    func testDepartureRowShowsPlatform() throws {
        let row = app.cells["departure-row-0"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        row.staticTexts["departure-row-0.platform"].tap()
        XCTAssertTrue(app.staticTexts["Pier 41"].exists)
    }
}
