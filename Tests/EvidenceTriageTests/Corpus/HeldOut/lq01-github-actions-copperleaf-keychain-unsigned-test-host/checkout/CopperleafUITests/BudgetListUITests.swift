import XCTest

final class BudgetListUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testAddCategoryFromEmptyState() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestEmptyBudget"]
        app.launch()
        app.buttons["Add category"].tap()
        app.textFields["Category name"].typeText("Groceries")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Groceries"].waitForExistence(timeout: 5))
    }
}
