import XCTest

final class EditorUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-com.apple.CoreData.ConcurrencyDebug", "1"]
        app.launch()
    }

    func testPublishDraftPost() throws {
        app.tabBars.buttons["Drafts"].tap()
        app.cells["draft.row.0"].tap()
        app.buttons["editor.publish"].tap()
        app.sheets.buttons["Publish now"].tap()
        XCTAssertTrue(app.staticTexts["Post published"].waitForExistence(timeout: 10))
    }
}
