import XCTest

final class NoteEditorUITests: XCTestCase {
    func testUndoAfterPaste() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestSeed", "notes-3"]
        app.launch()
        app.cells["note-0"].tap()
        let body = app.textViews["note-body"]
        body.tap()
        UIPasteboard.general.string = "pasted line"
        body.press(forDuration: 1.2)
        app.menuItems["Paste"].tap()
        app.buttons["undo"].tap()
        XCTAssertFalse((body.value as? String ?? "").contains("pasted line"))
    }
}
