import XCTest

final class LaunchUITests: XCTestCase {
    func testLaunchShowsTodayTab() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.webViews.buttons["Today"].waitForExistence(timeout: 8))
    }
}
