import XCTest
@testable import Larch

final class SuggestionRankerTests: XCTestCase {
    private let ranker = SuggestionRanker(maxResults: 5)

    func testDedupesByURL() {
        let input = [Suggestion.organic("https://a.example/1"), .organic("https://a.example/1"), .organic("https://b.example")]
        XCTAssertEqual(ranker.rank(input).map(\.url.absoluteString), ["https://a.example/1", "https://b.example"])
    }

    func testSponsoredResultsFollowOrganic() {
        let input: [Suggestion] = [
            .sponsored("https://shop.example/deal", score: 0.99),
            .organic("https://wiki.example/larch", score: 0.61),
            .organic("https://news.example/larch", score: 0.42),
        ]

        let ranked = ranker.rank(input)

        // Product rule: sponsored suggestions never outrank organic ones, whatever their score.
        XCTAssertEqual(ranked.map(\.kind), [.organic, .organic, .sponsored])
    }

    func testLimitsToFiveResults() {
        let input = (0..<9).map { Suggestion.organic("https://site\($0).example", score: Double($0)) }
        XCTAssertEqual(ranker.rank(input).count, 5)
    }
}
