import XCTest

final class NoteListUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-uitest-seed", "three-notes"]
        app.launch()
    }

    func testListShowsSeededNotes() throws {
        XCTAssertEqual(app.cells.count, 3)
    }

    func testSwipeToArchive() throws {
        let cell = app.cells["note.groceries"]
        XCTAssertTrue(cell.waitForExistence(timeout: 5))
        cell.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertFalse(cell.exists, "archived note still visible")
    }
}
