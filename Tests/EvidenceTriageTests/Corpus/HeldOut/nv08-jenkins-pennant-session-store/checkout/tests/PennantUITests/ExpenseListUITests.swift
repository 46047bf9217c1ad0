import XCTest

final class ExpenseListUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.pennant.expenses")

    override func setUp() {
        app.launchArguments = ["--uitest", "--signed-in", "--locale=de-DE", "--seed=august"]
        app.launch()
    }

    func testAddExpenseSheetOpens() {
        app.buttons["expenses.add"].tap()
        XCTAssertTrue(app.otherElements["expense.sheet"].waitForExistence(timeout: 3))
    }

    func testMonthlyTotalShowsCurrency() {
        XCTAssertEqual(app.staticTexts["expenses.total"].label, "1.284,50 €")
    }
}
