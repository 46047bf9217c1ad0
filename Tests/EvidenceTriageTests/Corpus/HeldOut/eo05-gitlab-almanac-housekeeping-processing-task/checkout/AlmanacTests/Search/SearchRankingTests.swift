import XCTest
@testable import Almanac

final class SearchRankingTests: XCTestCase {
    func testExactTitleMatchRanksFirst() {
        let hits = [
            SearchHit(title: "Mercury (planet)", snippetMatches: 41),
            SearchHit(title: "Mercury", snippetMatches: 3),
            SearchHit(title: "Freddie Mercury", snippetMatches: 12),
        ]

        let ranked = SearchRanking.rank(hits, query: "mercury")

        XCTAssertEqual(ranked.first?.title, "Mercury")
    }

    func testPrefixBeatsSnippetOnlyMatches() {
        let hits = [SearchHit(title: "Kepler's laws of planetary motion", snippetMatches: 9), SearchHit(title: "Orbit", snippetMatches: 1)]
        XCTAssertEqual(SearchRanking.rank(hits, query: "orb").first?.title, "Orbit")
    }
}
