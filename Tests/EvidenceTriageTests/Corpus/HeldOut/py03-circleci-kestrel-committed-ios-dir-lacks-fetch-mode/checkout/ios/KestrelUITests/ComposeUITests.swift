import XCTest

final class ComposeUITests: XCTestCase {
    func testSendEnabledAfterTyping() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["compose"].tap()
        app.textViews["compose.body"].typeText("Hi")
        XCTAssertTrue(app.buttons["compose.send"].isEnabled)
    }
}
