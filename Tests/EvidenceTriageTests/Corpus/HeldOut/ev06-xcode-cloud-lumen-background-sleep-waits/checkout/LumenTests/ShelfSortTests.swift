import XCTest
@testable import Lumen

final class ShelfSortTests: XCTestCase {
    func testSortByAuthorIgnoresArticles() {
        let books = [
            Book(title: "The Lifted Veil", author: "George Eliot"),
            Book(title: "Adam Bede", author: "George Eliot"),
            Book(title: "Middlemarch", author: "George Eliot"),
        ]
        XCTAssertEqual(ShelfSorter.sortedByAuthor(books).map(\.title),
                       ["Adam Bede", "The Lifted Veil", "Middlemarch"])
    }

    func testSortBySurname() {
        let books = [Book(title: "Emma", author: "Jane Austen"), Book(title: "Persuasion", author: "Jane Austen"),
                     Book(title: "Hard Times", author: "Charles Dickens")]
        XCTAssertEqual(ShelfSorter.sortedByAuthor(books).map(\.author).first, "Jane Austen")
    }
}
