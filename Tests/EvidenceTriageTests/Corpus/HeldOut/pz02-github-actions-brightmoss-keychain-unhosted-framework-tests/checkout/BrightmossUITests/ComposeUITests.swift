import XCTest

final class ComposeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testSaveButtonEnablesAfterTyping() {
        app.buttons["compose.new"].tap()
        app.textViews["compose.body"].typeText("First entry")
        let save = app.buttons["compose.save"]
        XCTAssertTrue(save.waitForExistence(timeout: 3) && save.isEnabled)
    }
}
