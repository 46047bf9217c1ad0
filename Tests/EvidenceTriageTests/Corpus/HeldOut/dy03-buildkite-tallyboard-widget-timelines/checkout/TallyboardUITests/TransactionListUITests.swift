import XCTest

final class TransactionListUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-seed-transactions", "fixtures/november.json"]
        app.launch()
    }

    func testRowsAreGroupedByDay() {
        XCTAssertTrue(app.staticTexts["Thursday, 27 November"].waitForExistence(timeout: 5))
    }

    func testSwipeToDeleteShowsUndoBanner() {
        // TB-598: the undo banner must appear for 5 s after a swipe-delete.
        // Known to be slow on freshly cloned simulators while the list is still
        // animating its first layout pass.
        let row = app.cells["transaction.row.0"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        row.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertTrue(app.buttons["Undo"].waitForExistence(timeout: 3))
    }
}
