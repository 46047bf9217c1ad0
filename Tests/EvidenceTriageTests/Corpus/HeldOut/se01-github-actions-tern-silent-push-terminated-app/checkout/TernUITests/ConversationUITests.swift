import XCTest

final class ConversationUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.ternapp.tern")

    func testSendMessageAppearsInThread() {
        app.launch()
        app.cells["thread.ana"].tap()
        let field = app.textViews["composer.field"]
        field.tap()
        field.typeText("on my way")
        app.buttons["composer.send"].tap()
        XCTAssertTrue(app.staticTexts["on my way"].waitForExistence(timeout: 5))
    }
}
