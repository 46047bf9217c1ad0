import XCTest

final class FieldLogUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestResetJournal", "YES"]
        app.launch()
    }

    func testNewSightingAppearsInTodayList() throws {
        app.buttons["add-sighting"].tap()
        let species = app.textFields["species-field"]
        species.tap()
        species.typeText("Bearded tit")
        app.buttons["save-sighting"].tap()
        XCTAssertTrue(app.staticTexts["Bearded tit"].waitForExistence(timeout: 5))
    }
}
