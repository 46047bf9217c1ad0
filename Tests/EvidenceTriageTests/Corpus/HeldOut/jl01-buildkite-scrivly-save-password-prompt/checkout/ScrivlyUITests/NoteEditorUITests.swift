import XCTest

final class NoteEditorUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestStubServer", "YES", "-UITestResetState", "YES"]
        app.launch()
        LoginFlow.logIn(app)
    }

    func testNewNoteAppearsAtTopOfList() {
        let newNote = app.buttons["notes.new"]
        newNote.assertBecomesHittable("\"notes.new\" Button", in: app, timeout: 10)
        newNote.tap()

        let editor = app.textViews["editor.body"]
        XCTAssertTrue(editor.waitForExistence(timeout: 5))
        editor.typeText("Groceries: oat milk, lemons")
        app.navigationBars.buttons["Notes"].tap()

        let firstCell = app.collectionViews["notes.list"].cells.element(boundBy: 0)
        XCTAssertTrue(firstCell.staticTexts["Groceries: oat milk, lemons"].waitForExistence(timeout: 5))
    }
}
