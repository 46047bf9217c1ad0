import XCTest

final class HabitListUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testArchiveSwipeRemovesRow() {
        let app = XCUIApplication()
        app.launchArguments = ["--seed-habits", "3"]
        app.launch()
        let row = app.cells["habit.row.Read 20 pages"]
        XCTAssertTrue(row.waitForExistence(timeout: 10))
        row.swipeLeft()
        app.buttons["Archive"].tap()
        XCTAssertFalse(app.cells["habit.row.Read 20 pages"].waitForExistence(timeout: 2))
    }

    func testAddHabitSheetOpens() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["habit.add"].tap()
        XCTAssertTrue(app.textFields["habit.name"].waitForExistence(timeout: 5))
    }
}
