import XCTest

final class ArticleReaderUITests: XCTestCase {
    func testOpenSavedArticle() {
        let app = XCUIApplication()
        app.launchArguments = ["--seed-saved-articles"]
        app.launch()
        app.tabBars.buttons["Saved"].tap()
        app.cells.firstMatch.tap()
        XCTAssertTrue(app.webViews.firstMatch.waitForExistence(timeout: 10))
    }
}
