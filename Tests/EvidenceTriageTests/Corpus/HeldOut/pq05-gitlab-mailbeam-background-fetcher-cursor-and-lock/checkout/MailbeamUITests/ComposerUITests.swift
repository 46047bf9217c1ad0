import XCTest

final class ComposerUITests: XCTestCase {
    func testSendButtonEnablesAfterRecipient() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-mock-account"]
        app.launch()
        app.buttons["mailbox.compose"].tap()
        let to = app.textFields["composer.to"]
        to.tap()
        to.typeText("ada@example.org\n")
        XCTAssertTrue(app.buttons["composer.send"].isEnabled)
    }
}
