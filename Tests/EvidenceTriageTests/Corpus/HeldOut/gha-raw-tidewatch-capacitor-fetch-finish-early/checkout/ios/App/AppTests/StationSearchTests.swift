import XCTest
@testable import App

final class StationSearchTests: XCTestCase {
    func testDebouncedQuery() {
        let index = StationIndex.fixture()
        let search = StationSearch(index: index, debounce: .milliseconds(300))
        let got = expectation(description: "debounced search")
        search.onResults = { results in
            XCTAssertEqual(results.first?.id, "DEVONPORT")
            got.fulfill()
        }
        search.query = "dev"
        search.query = "devon"
        wait(for: [got], timeout: 1)
    }
}
