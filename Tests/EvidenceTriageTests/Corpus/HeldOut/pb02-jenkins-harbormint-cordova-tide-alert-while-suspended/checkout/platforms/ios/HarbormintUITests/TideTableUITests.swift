import XCTest

final class TideTableUITests: XCTestCase {
    func testHighTideRowShowsFeet() {
        let app = XCUIApplication()
        app.launchArguments += ["--tide-feed", "mock-rising", "--units", "imperial"]
        app.launch()
        let height = app.staticTexts["tide.row.0.height"]
        XCTAssertTrue(height.waitForExistence(timeout: 10))
        XCTAssertEqual(height.label, "6.9 ft")
    }
}
