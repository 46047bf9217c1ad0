import XCTest

final class DeparturesUITests: XCTestCase {
    func testDelayedSailingShowsAmberBadge() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixture", "delayed-0915"]
        app.launch()
        app.cells["departure-0915"].tap()
        XCTAssertTrue(app.staticTexts["Delayed 15 min"].waitForExistence(timeout: 5), "\"Delayed 15 min\" badge not found")
    }
}
