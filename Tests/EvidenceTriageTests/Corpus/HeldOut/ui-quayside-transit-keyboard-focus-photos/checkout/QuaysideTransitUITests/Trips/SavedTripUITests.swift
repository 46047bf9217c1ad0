import XCTest

final class SavedTripUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testCreateSavedTrip() {
        app.tabBars.buttons["Trips"].tap()
        app.buttons["trips.new"].tap()
        let field = app.textFields["trip-name"]
        field.tapToFocus()
        XCTAssertTrue(app.keyboards.firstMatch.waitForExistence(timeout: 10), "Software keyboard never appeared after focusing trip-name")
        field.typeText("Commute")
        app.buttons["trips.save"].tap()
        XCTAssertTrue(app.cells["trip.Commute"].waitForExistence(timeout: 5))
    }
}
