import XCTest
@testable import Ibex

final class ShelfSortTests: XCTestCase {
    func testSortsByAuthorThenTitle() {
        let books = [Book(author: "Øvre", title: "B"), Book(author: "Aas", title: "Z"), Book(author: "Aas", title: "A")]
        XCTAssertEqual(ShelfSort.byAuthor(books).map(\.title), ["A", "Z", "B"])
    }
}
