import XCTest
@testable import Mossbank

final class CatalogSearchTests: XCTestCase {
    func testTitleMatchesRankAboveAuthorMatches() {
        let results = CatalogSearch.rank(query: "moss", in: [.fixture(title: "Gathering Moss", author: "R. W. Kimmerer"),
                                                             .fixture(title: "Ferns", author: "Moss Hart")])
        XCTAssertEqual(results.first?.title, "Gathering Moss")
    }

    /// Typing "dune" quickly should produce a single query once the debounce (300 ms) settles.
    func testSearchDebouncesKeystrokes() {
        let client = RecordingCatalogClient()
        let model = CatalogSearchModel(client: client, debounce: .milliseconds(300))
        let settled = expectation(description: "debounce settled")

        for (offset, prefix) in ["d", "du", "dun", "dune"].enumerated() {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(80 * offset)) {
                model.query = prefix
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(600)) { settled.fulfill() }
        wait(for: [settled], timeout: 2)

        // Timing-sensitive on a loaded host: the 80 ms keystroke gaps are scheduled, not guaranteed.
        XCTAssertEqual(client.queries.count, 1,
                       "search should fire once after the user stops typing")
    }
}
