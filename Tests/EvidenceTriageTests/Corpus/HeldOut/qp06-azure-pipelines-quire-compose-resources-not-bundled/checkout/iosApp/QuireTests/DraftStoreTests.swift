import Testing
@testable import Quire

@Suite struct DraftStoreTests {
    @Test func autosaveKeepsLatestRevision() async throws {
        let store = DraftStore(inMemory: true)
        for text in ["a", "ab", "abc", "abcd"] {
            try await store.autosave(documentID: "d1", text: text)
        }
        #expect(store.latest(documentID: "d1")?.revision == 4)
    }

    @Test func discardRemovesDraft() async throws {
        let store = DraftStore(inMemory: true)
        try await store.autosave(documentID: "d2", text: "x")
        store.discard(documentID: "d2")
        #expect(store.latest(documentID: "d2") == nil)
    }
}
