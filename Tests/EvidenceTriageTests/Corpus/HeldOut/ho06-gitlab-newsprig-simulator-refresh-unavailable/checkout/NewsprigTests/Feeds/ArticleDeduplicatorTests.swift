import XCTest
@testable import Newsprig

final class ArticleDeduplicatorTests: XCTestCase {
    private func article(_ feed: String, _ guid: String, _ link: String) -> Article {
        Article(feedID: feed, guid: guid, link: URL(string: link)!, title: "Harbour bridge reopens")
    }

    func testKeepsDistinctArticles() {
        let input = [article("local", "a1", "https://example.net/a1"), article("local", "a2", "https://example.net/a2")]
        XCTAssertEqual(ArticleDeduplicator.dedupe(input).count, 2)
    }

    func testDropsGuidDuplicatesAcrossFeeds() {
        // Wire stories keep the agency's permalink GUID in every outlet's feed.
        let input = [
            article("coast-herald", "https://wire.example.org/2026/bridge-reopens", "https://coastherald.example/bridge"),
            article("city-daily", "https://wire.example.org/2026/bridge-reopens", "https://citydaily.example/bridge"),
        ]
        XCTAssertEqual(ArticleDeduplicator.dedupe(input).count, 1)
    }
}
