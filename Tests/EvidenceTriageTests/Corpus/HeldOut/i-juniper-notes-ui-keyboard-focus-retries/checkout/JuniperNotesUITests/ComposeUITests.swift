import XCTest

final class ComposeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing"]
        app.launch()
    }

    func testTypeTitleAndSave() {
        app.buttons["compose.new"].tap()
        let title = app.textFields["compose.title"]
        title.tap()
        title.typeText("Groceries")
        app.buttons["compose.save"].tap()
        XCTAssertTrue(app.staticTexts["Groceries"].waitForExistence(timeout: 3))
    }
}
