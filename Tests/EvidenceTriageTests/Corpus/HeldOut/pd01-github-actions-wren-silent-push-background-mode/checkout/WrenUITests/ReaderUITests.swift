import XCTest

final class ReaderUITests: XCTestCase {
    func testOpenArticleShowsTitle() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingFixtures", "feed-basic"]
        app.launch()
        app.cells["feed.item.0"].tap()
        XCTAssertTrue(app.staticTexts["article.title"].waitForExistence(timeout: 5))
    }
}
