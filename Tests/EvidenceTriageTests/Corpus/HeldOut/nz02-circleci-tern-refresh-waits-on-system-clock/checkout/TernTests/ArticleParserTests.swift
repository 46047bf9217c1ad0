import XCTest
@testable import Tern

final class ArticleParserTests: XCTestCase {
    func testBylineStripsAuthorPrefix() throws {
        let article = try ArticleParser().parse(Fixtures.data("article-byline.json"))
        XCTAssertEqual(article.byline, "Maya Okafor")
    }

    func testParsesLeadImage() throws {
        let article = try ArticleParser().parse(Fixtures.data("article-byline.json"))
        XCTAssertNotNil(article.leadImageURL)
    }
}
