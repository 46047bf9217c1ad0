import XCTest

final class EditorUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-UITests", "-ResetDocuments"]
        app.launch()
    }

    func testOpenRecentFile() throws {
        app.buttons["recent-files"].tap()
        app.cells["main.swift"].tap()
        XCTAssertTrue(app.textViews["editor-text-view"].waitForExistence(timeout: 5))
    }

    func testTypingInsertsCharacters() throws {
        let editor = app.textViews["editor-text-view"]
        XCTAssertTrue(editor.waitForExistence(timeout: 5))
        editor.tap()
        editor.typeText("let answer = 42")
        XCTAssertEqual(editor.value as? String, "let answer = 42")
    }

    func testUndoRestoresDeletedLine() throws {
        app.buttons["open-sample"].tap()
        app.buttons["delete-line"].tap()
        app.buttons["undo"].tap()
        XCTAssertEqual(app.staticTexts["line-count"].label, "12 lines")
    }
}
