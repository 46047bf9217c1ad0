import XCTest

final class ExpenseListUITests: XCTestCase {
    func testSwipeToDeleteExpense() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seed", "three-expenses"]
        app.launch()
        let cell = app.cells["expense.row.0"]
        cell.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.count, 2)
    }
}
