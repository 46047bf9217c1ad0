import XCTest

final class TripNamingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testRenameTripWithSoftwareKeyboard() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "morning-ride"]
        app.launch()
        app.cells["trip.morning-ride"].tap()
        app.buttons["Rename"].tap()
        app.textFields["trip.name"].tap()
        XCTAssertTrue(app.keyboards.firstMatch.waitForExistence(timeout: 5), "software keyboard")
        app.keyboards.keys["R"].tap()
    }
}
