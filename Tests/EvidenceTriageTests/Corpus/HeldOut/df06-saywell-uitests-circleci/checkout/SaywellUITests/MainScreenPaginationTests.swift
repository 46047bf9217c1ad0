import XCTest

/// Main screen shows a category's phrases in a paged grid (9 cells per page on iPhone).
final class MainScreenPaginationTests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-UITesting", "-resetPresets", "-seedCategory", "Test Category:16"]
        app.launch()
    }

    private var paginationLabel: XCUIElement { app.staticTexts["pagination.label"] }

    private func addPhrases(_ count: Int, to category: String) {
        let screen = CustomCategoryScreen(app: app)
        screen.open(category)
        for index in 1...count {
            screen.addPhrase("Phrase \(index)")
        }
        screen.returnToMainScreen()
    }

    func testCanScrollPagesWithPaginationArrows() {
        MainScreen(app: app).select(category: "Test Category")
        XCTAssertEqual(paginationLabel.label, "Page 1 of 2")
        app.buttons["pagination.next"].tap()
        XCTAssertEqual(paginationLabel.label, "Page 2 of 2")
    }

    func testAddingPhrasesAdjustsPagination() {
        // 16 seeded + 2 = 18 phrases: exactly two full pages of 9.
        addPhrases(2, to: "Test Category")
        MainScreen(app: app).select(category: "Test Category")
        XCTAssertEqual(paginationLabel.label, "Page 1 of 2")
        // One more phrase must open page 3.
        addPhrases(1, to: "Test Category")
        MainScreen(app: app).select(category: "Test Category")
        XCTAssertEqual(paginationLabel.label, "Page 1 of 3")
    }

    func testDeletingPhrasesAdjustsPagination() {
        // 18 phrases + the "+ Add Phrase" cell = 19 cells = 3 pages.
        addPhrases(2, to: "Test Category")
        MainScreen(app: app).select(category: "Test Category")
        XCTAssertEqual(paginationLabel.label, "Page 1 of 3")
        // Back to 17 phrases + add cell = 18 cells = 2 pages; the user was on page 1 and stays there.
        CustomCategoryScreen(app: app).deleteLastPhrase(in: "Test Category")
        MainScreen(app: app).select(category: "Test Category")
        XCTAssertEqual(paginationLabel.label, "Page 1 of 2")
    }
}
