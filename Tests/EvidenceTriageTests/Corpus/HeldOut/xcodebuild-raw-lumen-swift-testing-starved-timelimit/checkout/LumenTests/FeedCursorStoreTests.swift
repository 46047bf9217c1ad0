import Foundation
import Testing
@testable import Lumen

@Suite("Feed cursor store")
struct FeedCursorStoreTests {
    @Test func advancesCursorAfterCommit() async throws {
        let store = FeedCursorStore(database: .inMemory())
        try await store.commit(items: .fixture(count: 20), cursor: "c-41")
        #expect(await store.cursor == "c-41")
    }

    @Test func cursorUnchangedWhenWriteFails() async throws {
        let database = FailingDatabase(failOn: .insertItems)
        let store = FeedCursorStore(database: database)
        try await store.restore(cursor: "c-40")
        let before = await store.cursor
        await #expect(throws: FailingDatabase.Failure.self) {
            try await store.commit(items: .fixture(count: 20), cursor: "c-41")
        }
        #expect(await store.cursor == before)
        #expect(await database.itemCount == 0)
    }
}
