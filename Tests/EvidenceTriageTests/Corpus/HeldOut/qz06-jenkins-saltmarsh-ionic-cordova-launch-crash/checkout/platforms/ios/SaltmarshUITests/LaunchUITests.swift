import XCTest

final class LaunchUITests: XCTestCase {
    func testHomeShowsTideAlerts() throws {
        let app = XCUIApplication()
        app.launch()
        let list = app.webViews.staticTexts["Tide alerts"]
        XCTAssertTrue(list.waitForExistence(timeout: 15))
    }
}
