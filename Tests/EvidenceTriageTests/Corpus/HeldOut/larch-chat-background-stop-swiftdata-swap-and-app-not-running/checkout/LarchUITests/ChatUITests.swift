import XCTest

final class ChatUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-mockServer", "YES"]
        app.launch()
    }

    func testComposeSendsMessage() {
        app.cells["Conversation.Climbing"].tap()
        let field = app.textViews["Composer.text"]
        field.tap()
        field.typeText("Sunday at 9?")
        app.buttons["Composer.send"].tap()
        XCTAssertTrue(app.staticTexts["Sunday at 9?"].waitForExistence(timeout: 5))
    }
}
