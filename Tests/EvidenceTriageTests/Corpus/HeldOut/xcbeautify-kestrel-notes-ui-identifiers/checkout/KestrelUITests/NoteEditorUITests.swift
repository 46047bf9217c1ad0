import XCTest

final class NoteEditorUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-uitest-seed", "empty-notebook"]
        app.launch()
    }

    func testNewNoteOpensEditor() throws {
        app.buttons["noteList.compose"].tap()
        XCTAssertTrue(app.textViews["editor.body"].waitForExistence(timeout: 5))
    }

    func testEmptyDraftShowsWordCountPlaceholder() throws {
        app.buttons["noteList.compose"].tap()
        XCTAssertTrue(app.textViews["editor.body"].waitForExistence(timeout: 5))
        // The footer renders the word count; for an empty draft the view
        // renders an empty Text that still carries the identifier.
        let wordCount = app.staticTexts["editor.wordCount"]
        XCTAssertTrue(wordCount.exists, "word count footer missing for empty draft")
    }

    func testTypingUpdatesWordCount() throws {
        app.buttons["noteList.compose"].tap()
        let body = app.textViews["editor.body"]
        XCTAssertTrue(body.waitForExistence(timeout: 5))
        body.typeText("ship the beta")
        XCTAssertEqual(app.staticTexts["editor.wordCount"].label, "3 words")
    }
}
