import XCTest

final class TimelineScrollUITests: XCTestCase {
    func testJumpToUnreadKeepsPosition() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixture", "timeline-120"]
        app.launch()
        app.buttons["Jump to unread"].tap()
        XCTAssertTrue(app.staticTexts["post-87"].waitForExistence(timeout: 3), "timeline did not land on the first unread post")
    }
}
