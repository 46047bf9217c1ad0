import XCTest

final class StateRestorationUITests: XCTestCase {
    func testOpenNoteRestoredAfterTermination() {
        let app = XCUIApplication()
        app.launchArguments += ["-UIStateRestorationDebugLogging", "YES", "-seedNotes", "Groceries,Trip"]
        app.launch()
        app.cells["Groceries"].tap()
        XCTAssertTrue(app.textViews["note-editor"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)     // scene moves to background, activity is saved
        app.terminate()                    // terminate (not force-quit from the switcher)
        app.launch()

        XCTAssertTrue(app.textViews["note-editor"].waitForExistence(timeout: 10), "Note editor 'Groceries' not restored")
    }
}
