import XCTest

final class ComposerUITests: XCTestCase {
    func testSendButtonEnablesAfterTyping() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-signed-in"]
        app.launch()
        app.cells["channel.general"].tap()
        let field = app.textViews["composer.text"]
        field.tap()
        field.typeText("ok")
        XCTAssertTrue(app.buttons["composer.send"].isEnabled)
    }
}
