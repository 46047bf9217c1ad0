import XCTest
@testable import Tallow

final class NoteSearchIndexTests: XCTestCase {
    func testIndexRebuildAfterMigration() async throws {
        let store = try NoteStore.makeTemporary(schemaVersion: 6)
        try await store.insert(Note.fixtures(count: 200))
        try await store.migrate(to: 7)

        let index = NoteSearchIndex(store: store)
        try await index.rebuildIfNeeded()

        let hits = try await index.search("grocery")
        XCTAssertEqual(hits.count, 12)
    }

    func testDiacriticsAreFolded() async throws {
        let index = NoteSearchIndex(store: try NoteStore.makeTemporary(schemaVersion: 7))
        try await index.add(Note(title: "Crème brûlée", body: ""))
        let hits = try await index.search("creme brulee")
        XCTAssertEqual(hits.count, 1)
    }
}
