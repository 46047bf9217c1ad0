import XCTest
@testable import Wicket

final class ArticleActionsTests: XCTestCase {
    func testArchiveSingleArticle() async throws {
        let list = ArticleList.fixture(ids: [4411])
        try await list.archive(4411)
        XCTAssertEqual(list.visibleIDs, [])
    }

    func testTwoQuickDeletesBothPersist() async throws {
        let server = SlowArticleServer(ids: [4411, 4412, 4413], latency: .milliseconds(20))
        let list = ArticleList(server: server)
        async let a: Void = list.delete(4411)
        async let b: Void = list.delete(4412)
        _ = try await (a, b)
        XCTAssertEqual(list.visibleIDs.description, "[4413]")
    }
}
