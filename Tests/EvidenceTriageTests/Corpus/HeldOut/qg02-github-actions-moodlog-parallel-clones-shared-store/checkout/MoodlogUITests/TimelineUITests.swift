import XCTest

final class TimelineUITests: XCTestCase {
    func testEmptyStateShownOnFirstLaunch() {
        let app = XCUIApplication()
        app.launchArguments = ["--ui-testing", "--reset-state"]
        app.launch()
        XCTAssertTrue(app.staticTexts["timeline.empty"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.cells.count, 0)
    }
}
