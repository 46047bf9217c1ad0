import XCTest

final class TimetableUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-fixtures", "weekday-morning"]
        app.launch()
    }

    func testDeparturesListShowsNextSailing() throws {
        let list = app.collectionViews["departures.list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))

        let first = list.cells.element(boundBy: 0)
        XCTAssertEqual(first.staticTexts["departure.time"].label, "07:40")
        XCTAssertEqual(first.staticTexts["departure.route"].label, "Harbour → Skerry Point")
    }

    func testTappingSailingOpensVesselDetail() throws {
        let list = app.collectionViews["departures.list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.cells.element(boundBy: 0).tap()
        XCTAssertTrue(app.navigationBars["MV Lorne"].waitForExistence(timeout: 5))
    }
}
