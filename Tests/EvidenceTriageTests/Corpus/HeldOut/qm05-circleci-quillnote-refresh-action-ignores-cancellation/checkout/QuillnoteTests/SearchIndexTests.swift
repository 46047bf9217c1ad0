import XCTest
@testable import Quillnote

final class SearchIndexTests: XCTestCase {
    func testDiacriticInsensitiveMatch() {
        let index = SearchIndex(titles: ["Café notes", "Cafeteria menu", "Resume draft"])
        XCTAssertEqual(index.matches("cafe"), ["Café notes", "Cafeteria menu"])
    }
}
