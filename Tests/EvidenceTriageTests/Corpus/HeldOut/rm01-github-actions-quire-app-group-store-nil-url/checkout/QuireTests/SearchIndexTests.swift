import XCTest
@testable import Quire

final class SearchIndexTests: XCTestCase {
    func testCaseInsensitiveMatch() {
        XCTAssertEqual(SearchIndex(titles: ["Recipes"]).matches("recipes"), ["Recipes"])
    }

    func testDiacriticInsensitiveMatch() {
        let index = SearchIndex(titles: ["Café list", "Budget"])
        XCTAssertEqual(index.matches("cafe"), ["Café list"])
    }
}
