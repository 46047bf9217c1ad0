import XCTest

final class EditorUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-mock-api", "-logged-in"]
        app.launch()
    }

    func testPublishShowsSuccessNotice() throws {
        app.tabBars.buttons["New post"].tap()
        let title = app.textViews["Post title"]
        XCTAssertTrue(title.waitForExistence(timeout: 5))
        title.typeText("Field notes")
        app.buttons["Publish"].tap()
        app.sheets.buttons["Publish now"].tap()

        XCTAssertTrue(app.staticTexts["Post published"].waitForExistence(timeout: 5), "publish notice not shown")
    }
}
