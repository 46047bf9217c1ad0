import XCTest
@testable import Wren

final class NotebookSearchTests: XCTestCase {
    func testSearchMatchesPrefix() {
        let search = NotebookSearch(notebooks: [Notebook(title: "Recipes"), Notebook(title: "Reading list")])
        XCTAssertEqual(search.matches("rec").map(\.title), ["Recipes"])
    }

    func testSearchMatchesDiacritics() {
        let search = NotebookSearch(notebooks: [Notebook(title: "Café notes"), Notebook(title: "Travel")])
        XCTAssertEqual(search.matches("cafe").map(\.title), ["Café notes"])
    }
}
