import XCTest

final class ComposerUITests: XCTestCase {
    func testReplyFieldAcceptsText() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing"]
        app.launch()
        app.buttons["Reply"].firstMatch.tap()

        let field = app.textFields["replyField"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.tap()
        field.typeText("Great read")
        XCTAssertEqual(field.value as? String, "Great read")
    }
}
