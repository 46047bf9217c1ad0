import Testing
@testable import Kestrel

@Suite struct LibrarySyncJobTests {
    @Test func cursorNotAdvancedWhenBatchFails() async throws {
        let store = InMemorySyncStore(cursor: "page-6")
        let api = StubLibraryAPI(pages: ["page-7": .books(count: 50)])
        let job = LibrarySyncJob(api: api, store: store, failingInsertAfter: 20)
        await #expect(throws: SyncError.self) { try await job.runOnePage() }
        #expect(store.cursor == "page-6")
    }
}
