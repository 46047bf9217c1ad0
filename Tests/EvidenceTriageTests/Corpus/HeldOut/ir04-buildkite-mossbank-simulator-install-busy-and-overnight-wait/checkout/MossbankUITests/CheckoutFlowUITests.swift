import XCTest

final class CheckoutFlowUITests: XCTestCase {
    func testBorrowBookFromShelf() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-seedShelf", "community-shelf-small"]
        app.launch()

        app.cells["shelf.book.0"].tap()
        app.buttons["book.borrow"].tap()
        XCTAssertTrue(app.staticTexts["loan.confirmation"].waitForExistence(timeout: 5))
    }

    func testReturnBookClearsLoan() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-seedLoans", "one-active"]
        app.launch()

        app.tabBars.buttons["Loans"].tap()
        app.cells["loan.0"].swipeLeft()
        app.buttons["loan.return"].tap()
        XCTAssertFalse(app.cells["loan.0"].exists)
    }
}
