import XCTest

final class MessageComposerUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testSendButtonDisabledForEmptyText() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixtures", "one-channel"]
        app.launch()
        app.cells["channel-LongFast"].tap()
        let send = app.buttons["composer-send"]
        XCTAssertTrue(send.waitForExistence(timeout: 5))
        XCTAssertFalse(send.isEnabled, "send must stay disabled until there is text")
    }

    func testSendingAppendsBubble() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixtures", "one-channel"]
        app.launch()
        app.cells["channel-LongFast"].tap()
        app.textFields["composer-text"].tap()
        app.textFields["composer-text"].typeText("ahoy")
        app.buttons["composer-send"].tap()
        XCTAssertTrue(app.staticTexts["ahoy"].waitForExistence(timeout: 5))
    }
}
