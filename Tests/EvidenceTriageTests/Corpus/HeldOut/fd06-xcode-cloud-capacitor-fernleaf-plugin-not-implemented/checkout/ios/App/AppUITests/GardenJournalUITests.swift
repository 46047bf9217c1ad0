import XCTest

final class GardenJournalUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-AppleLocale", "en_US"]
        app.launch()
    }

    //
    //
    //
    func testJournalEntryShowsWateringAmount() throws {
        app.buttons["Add entry"].tap()
        let litres = app.textFields["Litres"]
        litres.tap()
        litres.typeText("1.5")
        app.buttons["Save"].tap()

        let amount = app.staticTexts["entry-amount-0"]
        XCTAssertTrue(amount.waitForExistence(timeout: 5))
        // Rendered by src/journal/formatAmount.ts in the web view.
        //
        XCTAssertEqual(amount.label as String?, "1.5 L")
    }

    func testJournalListsNewestFirst() throws {
        XCTAssertTrue(app.staticTexts["entry-date-0"].waitForExistence(timeout: 5))
    }
}
