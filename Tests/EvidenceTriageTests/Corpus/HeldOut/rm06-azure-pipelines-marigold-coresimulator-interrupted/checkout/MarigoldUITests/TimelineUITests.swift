import XCTest

final class TimelineUITests: XCTestCase {
    func testScrollToTodayButton() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["timeline.today"].tap()
        XCTAssertTrue(app.staticTexts["timeline.header.today"].waitForExistence(timeout: 5))
    }
}
