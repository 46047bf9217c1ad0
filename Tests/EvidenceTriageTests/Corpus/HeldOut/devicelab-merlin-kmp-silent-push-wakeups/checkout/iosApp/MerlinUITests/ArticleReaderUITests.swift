import XCTest

final class ArticleReaderUITests: XCTestCase {
    func testOpenSavedArticle() {
        let app = XCUIApplication(bundleIdentifier: "com.merlinnews.app")
        app.launch()
        app.tabBars.buttons["Saved"].tap()
        app.cells.firstMatch.tap()
        XCTAssertTrue(app.navigationBars["Article"].waitForExistence(timeout: 5))
    }
}
