import XCTest

final class TimetableUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestStubs", "-SavedRoutes", "ptm-fsb"]
        app.launch()
    }

    func testShowsMorningDepartures() {
        app.tabBars.buttons["Timetable"].tap()

        let first = app.staticTexts["07:45  Portsmouth → Fishbourne"]
        let shown = first.waitForExistence(timeout: 10)
        let errorText = app.staticTexts["timetable.error"].exists ? app.staticTexts["timetable.error"].label : "-"

        XCTAssertTrue(shown, "first stubbed departure not shown; screen says: \(errorText)")
    }
}
