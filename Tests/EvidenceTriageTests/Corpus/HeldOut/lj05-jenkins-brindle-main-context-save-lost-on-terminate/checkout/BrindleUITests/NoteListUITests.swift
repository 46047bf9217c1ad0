import XCTest

final class NoteListUITests: XCTestCase {
    func testSwipeToDelete() {
        let app = XCUIApplication()
        app.launch()
        app.cells["Groceries"].swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertFalse(app.cells["Groceries"].exists)
    }
}
