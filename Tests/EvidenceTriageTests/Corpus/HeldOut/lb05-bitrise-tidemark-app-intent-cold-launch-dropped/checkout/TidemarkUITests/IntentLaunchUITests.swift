import XCTest

final class IntentLaunchUITests: XCTestCase {
    func testQuickNoteIntentOnColdLaunchOpensEditor() {
        let app = XCUIApplication()
        // Same path Shortcuts takes for an openAppWhenRun intent when the app is not running.
        app.launchArguments += ["-UITestPerformIntent", "QuickNoteIntent"]
        app.launch()
        XCTAssertTrue(app.textViews["note-editor"].waitForExistence(timeout: 10),
                      "QuickNoteIntent did not open the editor on a cold launch")
    }

    func testQuickNoteIntentWhileBackgroundedOpensEditor() {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        app.open(URL(string: "tidemark://intent/QuickNoteIntent")!)
        XCTAssertTrue(app.textViews["note-editor"].waitForExistence(timeout: 10))
    }

    func testSearchIntentShowsResults() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestPerformIntent", "SearchNotesIntent", "-query", "tide"]
        app.launch()
        XCTAssertTrue(app.cells["note-row-0"].waitForExistence(timeout: 10))
    }
}
