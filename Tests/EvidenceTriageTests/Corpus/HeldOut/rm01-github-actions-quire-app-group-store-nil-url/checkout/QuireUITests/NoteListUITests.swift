import XCTest

final class NoteListUITests: XCTestCase {
    func testSwipeToDeleteRemovesRow() {
        let app = XCUIApplication()
        app.launchArguments = ["-seedNotes", "3"]
        app.launch()
        let row = app.cells["note.row.0"]
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.count, 2)
    }
}
