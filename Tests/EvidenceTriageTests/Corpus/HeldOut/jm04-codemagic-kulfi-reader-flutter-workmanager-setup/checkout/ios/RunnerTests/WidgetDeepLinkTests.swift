import XCTest

final class WidgetDeepLinkTests: XCTestCase {
    func testArticleRowCarriesHomeWidgetURL() throws {
        let url = try XCTUnwrap(ArticleRow.widgetURL(articleID: "a1"), "widget rows must deep-link into the app")
        XCTAssertTrue(url.query?.contains("homeWidget") == true)
    }
}
