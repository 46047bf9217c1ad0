import XCTest
@testable import Shelfmark

final class ShelfSortTests: XCTestCase {
    func testSortsByAuthorLastName() {
        let books = [Book(title: "Dune", author: "Frank Herbert"), Book(title: "Emma", author: "Jane Austen")]
        XCTAssertEqual(ShelfSort.byAuthor(books).map(\.title), ["Emma", "Dune"])
    }
}
