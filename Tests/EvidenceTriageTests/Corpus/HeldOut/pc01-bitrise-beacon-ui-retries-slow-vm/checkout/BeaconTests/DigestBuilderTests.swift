import XCTest
@testable import Beacon

final class DigestBuilderTests: XCTestCase {
    func testDigestDropsDuplicateArticles() {
        let feed = [
            Article(id: "a1", url: URL(string: "https://news.example/one")!, title: "One"),
            Article(id: "a2", url: URL(string: "https://news.example/two")!, title: "Two"),
            Article(id: "a3", url: URL(string: "https://news.example/one?utm_source=rss")!, title: "One"),
            Article(id: "a4", url: URL(string: "https://news.example/three")!, title: "Three"),
        ]
        let digest = DigestBuilder().build(from: feed)
        XCTAssertEqual(digest.articles.count, 3)
    }
}
