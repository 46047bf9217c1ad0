import XCTest

final class NoteEditorUITests: XCTestCase {

    override func setUp() {
        continueAfterFailure = false
    }

    /// Regular width on iPad shows the note list and the editor side by side.
    func testEditorSplitViewOnIPad() throws {
        try XCTSkipUnless(UIDevice.current.userInterfaceIdiom == .pad, "iPad-only layout")

        let app = XCUIApplication()
        app.launchArguments += ["-fieldnote.seed", "three-notes"]
        app.launch()

        XCTAssertTrue(app.otherElements["notes-list"].waitForExistence(timeout: 10))
        XCTAssertTrue(app.otherElements["note-editor"].exists, "editor column should be visible in regular width")
    }
}
