import Testing
@testable import FerruleSync

struct CursorStoreTests {
    @Test func cursorAdvancesOnlyAfterCommit() throws {
        let store = CursorStore(cursor: "c-1")
        let db = FailingRecordDatabase(failOnInsert: 1)
        store.stage([.fixture(id: "42")], nextCursor: "c-2")
        #expect(throws: (any Error).self) { try store.commit(to: db) }
        #expect(store.cursor == "c-1")
    }
}
