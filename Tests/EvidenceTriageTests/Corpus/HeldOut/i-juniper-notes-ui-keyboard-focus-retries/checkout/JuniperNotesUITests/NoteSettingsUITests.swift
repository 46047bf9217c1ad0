import XCTest

final class NoteSettingsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-seed-notes", "3"]
        app.launch()
    }

    func testHideArchivedToggle() {
        app.buttons["notes.moreMenu"].tap()
        let toggle = app.switches["notes.hideArchived"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 3), "No matches found for hide-archived Switch")
        toggle.tap()
        XCTAssertFalse(app.cells["note.archived.0"].exists)
    }
}
