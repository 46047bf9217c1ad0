import XCTest

final class LaunchSmokeUITests: XCTestCase {
    func testColdLaunchShowsTodayTab() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Today"].waitForExistence(timeout: 8))
    }
}
