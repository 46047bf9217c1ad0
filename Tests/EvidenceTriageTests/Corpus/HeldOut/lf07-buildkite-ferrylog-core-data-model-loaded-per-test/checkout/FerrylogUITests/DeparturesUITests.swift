import XCTest

final class DeparturesUITests: XCTestCase {
    func testDepartureBoardShowsNextSailing() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingFixtures", "bergen-week48"]
        app.launch()
        app.tabBars.buttons["Departures"].tap()
        XCTAssertTrue(app.staticTexts["nextSailing"].waitForExistence(timeout: 5), "next sailing row not shown")
    }
}
