import XCTest

final class AppLaunchUITests: XCTestCase {
    func testLaunchShowsHomeTab() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Home"].waitForExistence(timeout: 10))
    }
}
