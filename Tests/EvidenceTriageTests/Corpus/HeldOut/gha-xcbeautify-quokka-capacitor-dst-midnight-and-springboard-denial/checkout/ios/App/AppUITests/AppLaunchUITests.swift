import XCTest

final class AppLaunchUITests: XCTestCase {
    func testColdLaunchShowsToday() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.webViews.staticTexts["Today"].waitForExistence(timeout: 20))
    }
}
