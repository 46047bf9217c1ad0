import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import FernKit

final class ArticleSyncAPITests: XCTestCase {
    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testDecodesArticleList() throws {
        let list = try JSONDecoder().decode(ArticleList.self, from: Fixtures.articleListJSON)
        XCTAssertEqual(list.articles.count, 3)
    }

    func testFetchUsesStubbedResponse() async throws {
        stub(condition: isHost("api.fernreader.test") && isPath("/v2/articles")) { _ in
            HTTPStubsResponse(data: Fixtures.articleListJSON, statusCode: 200, headers: ["Content-Type": "application/json"])
        }
        let client = APIClient(baseURL: URL(string: "https://api.fernreader.test")!)
        let articles = try? await client.fetchArticles(since: nil)
        XCTAssertEqual(articles?.count ?? 0, 3)
    }
}
