import XCTest

final class HealthAuthorizationUITests: XCTestCase {
    func testAuthorizationSummaryShown() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["Health access: Steps, Workouts"].waitForExistence(timeout: 5))
    }
}
