import XCTest

final class ComposeUITests: XCTestCase {
    func testSendButtonEnablesAfterTyping() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["compose"].tap()
        app.textViews["compose.body"].typeText("hello")
        XCTAssertTrue(app.buttons["compose.send"].isEnabled)
    }
}
