import XCTest
@testable import FennelKit

final class FeaturedArticleDecodingTests: XCTestCase {
    func testDecodesFeaturedArticleFixture() throws {
        let data = try Fixture.data("featured-article.json")
        let article = try JSONDecoder.fennel.decode(FeaturedArticle.self, from: data)
        XCTAssertEqual(article.title, "Common kingfisher")
        XCTAssertEqual(article.thumbnail?.width, 320)
    }
}
