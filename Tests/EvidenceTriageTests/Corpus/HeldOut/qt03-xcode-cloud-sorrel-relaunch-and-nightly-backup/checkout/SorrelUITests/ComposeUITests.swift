import XCTest

final class ComposeUITests: XCTestCase {
    func testSaveEntry() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing"]
        app.launch()
        app.buttons["compose"].tap()
        app.textViews["compose.body"].typeText("Rainy walk, good coffee.")
        app.buttons["compose.save"].tap()
        XCTAssertTrue(app.cells.staticTexts["Rainy walk, good coffee."].waitForExistence(timeout: 5))
    }
}
