import XCTest

final class LaunchUITests: XCTestCase {
    func testTodayCardVisible() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Today"].waitForExistence(timeout: 15))
    }
}
