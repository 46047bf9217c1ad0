import XCTest

final class CategoryPickerUITests: XCTestCase {
    func testNewTransactionDefaultsToGroceries() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["transactions.add"].tap()
        let value = app.buttons["transaction.category"].label
        XCTAssertEqual(value, "Groceries")
    }
}
