import XCTest

final class SmokeUITests: XCTestCase {
    func testLaunchShowsWebView() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.webViews.firstMatch.waitForExistence(timeout: 8))
    }
}
