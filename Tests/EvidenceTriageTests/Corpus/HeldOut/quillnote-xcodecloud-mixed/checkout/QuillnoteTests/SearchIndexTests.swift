import XCTest
@testable import Quillnote

final class SearchIndexTests: XCTestCase {
    func testReindexAfterImport() async throws {
        let library = try NoteLibrary.temporary()
        try await library.importArchive(named: "vault-1200-notes")
        let index = SearchIndex(library: library)
        try await index.rebuild()
        XCTAssertEqual(try index.count(), 1200)
    }

    func testIncrementalUpdateAfterEdit() async throws {
        let library = try NoteLibrary.temporary()
        let index = SearchIndex(library: library)
        let note = try library.create(title: "Harbour notes", body: "tide at 16:07")
        try await index.update(note)
        XCTAssertEqual(try index.search("tide").map(\.id), [note.id])
    }
}
