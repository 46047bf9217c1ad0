import XCTest

final class ArticleReaderUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-BFUseStubNewsroom", "edition-2026-11-18a"]
        app.launch()
    }

    func testOpenArticleFromList() {
        app.cells["headline-cell-0"].tap()
        let body = app.textViews["articleBody"]
        XCTAssertTrue(body.waitForExistence(timeout: 5), "Article body did not appear within 5 s")
    }

    func testShareSheetOffersCopyLink() {
        app.cells["headline-cell-0"].tap()
        app.buttons["shareArticle"].tap()
        XCTAssertTrue(app.buttons["Copy"].waitForExistence(timeout: 5))
    }
}
