import XCTest

final class ComposeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing"]
        app.launch()
    }

    func testSendTextMessage() throws {
        app.cells["conversation.row.0"].tap()
        let input = app.textViews["compose.input"]
        input.tap()
        input.typeText("Hello from CI")
        app.buttons["compose.send"].tap()
        XCTAssertTrue(app.staticTexts["Hello from CI"].waitForExistence(timeout: 5))
    }
}
