import XCTest

final class ComposeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting"]
        app.launch()
    }

    func testSendButtonDisabledWithoutRecipient() {
        app.buttons["compose"].tap()
        app.textViews["compose.body"].tap()
        app.textViews["compose.body"].typeText("Draft without anyone to send it to")
        XCTAssertFalse(app.buttons["compose.send"].isEnabled)
    }
}
