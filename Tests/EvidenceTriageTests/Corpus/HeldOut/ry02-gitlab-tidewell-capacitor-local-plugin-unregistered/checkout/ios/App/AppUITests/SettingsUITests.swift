import XCTest

final class SettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testDistanceUnitToggleShowsMiles() {
        app.webViews.buttons["Settings"].tap()
        app.webViews.switches["Use miles"].tap()
        app.webViews.buttons["Today"].tap()
        let distance = app.webViews.staticTexts["today.distance"]
        XCTAssertTrue(distance.waitForExistence(timeout: 5))
        XCTAssertEqual(distance.label, "3.9 mi")
    }
}
