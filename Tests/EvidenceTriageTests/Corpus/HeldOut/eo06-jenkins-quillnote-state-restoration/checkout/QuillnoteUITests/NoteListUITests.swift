import XCTest

final class NoteListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixtures", "two-notes"]
        app.launch()
    }

    func testSwipeToDeleteShowsUndoToast() {
        let row = app.cells["note-row-N-1043"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertTrue(app.staticTexts["undo-toast"].waitForExistence(timeout: 3))
    }
}
