import XCTest

final class ExpenseListUITests: XCTestCase {
    func testSwipeToDelete() {
        let app = XCUIApplication()
        app.launchArguments = ["-fixtures", "three-expenses"]
        app.launch()
        let row = app.cells["expense.row.0"]
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.count, 2)
    }
}
