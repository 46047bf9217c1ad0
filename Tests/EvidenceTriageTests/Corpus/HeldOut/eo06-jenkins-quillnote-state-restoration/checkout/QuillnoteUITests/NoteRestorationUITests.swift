import XCTest

final class NoteRestorationUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    /// Open a note, background the app, let the system terminate it, relaunch: the note
    /// should be open again (what Xcode's "stop, then run" does when testing by hand).
    func testRelaunchRestoresOpenNote() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixtures", "two-notes"]
        app.launch()
        app.cells["note-row-N-1042"].tap()
        XCTAssertTrue(app.textViews["note-editor"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(2)
        app.terminate()
        app.launch()

        XCTAssertTrue(app.textViews["note-editor"].waitForExistence(timeout: 10), "relaunch should restore the open note")
    }
}
