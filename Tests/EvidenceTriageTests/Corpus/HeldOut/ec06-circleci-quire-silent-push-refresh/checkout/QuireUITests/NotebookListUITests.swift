import XCTest

final class NotebookListUITests: XCTestCase {
    func testSwipeToArchive() {
        let app = XCUIApplication()
        app.launchArguments += ["-seed-notebooks", "groceries,trip,ideas"]
        app.launch()

        let cell = app.cells["Groceries"]
        XCTAssertTrue(cell.waitForExistence(timeout: 10))
        cell.swipeLeft()
        app.buttons["Archive"].tap()

        XCTAssertFalse(app.cells["Groceries"].exists)
    }
}
