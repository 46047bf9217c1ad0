import DependenciesTestSupport
import SQLiteData
import Testing
@testable import Shelfwise

@MainActor
@Suite(.dependency(\.defaultDatabase, try Shelfwise.appDatabase(inMemory: true)))
struct LibraryModelTests {
    @Test func loadsBooksOnInit() async throws {
        let model = LibraryModel()        // has @FetchAll var books: [Book]
        #expect(model.books.isEmpty)
    }

    @Test func addingBookAppearsInShelf() async throws {
        let model = LibraryModel()
        try await model.add(Book(title: "Piranesi"))
        #expect(model.books.map(\.title) == ["Piranesi"])
    }

    @Test func shelvesGroupByAuthor() async throws {
        let model = ShelvesModel()        // @FetchAll var shelves: [AuthorShelf]
        #expect(model.shelves.isEmpty)
    }

    @Test func isbnNormalises() { #expect(ISBN("978-0-14-311244-8").digits == "9780143112448") }
}
