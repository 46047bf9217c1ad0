import XCTest

final class ComposeUITests: XCTestCase {
    func testTypeMessageAndSend() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-thread", "demo"]
        app.launch()
        let field = app.textViews["compose.body"]
        field.tap()
        field.typeText("On my way")
        app.buttons["compose.send"].tap()
        XCTAssertTrue(app.staticTexts["On my way"].waitForExistence(timeout: 3))
    }
}
