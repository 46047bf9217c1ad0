import Testing
import FerryShared

@Suite struct TimetableSyncTests {
    let store = InMemoryTimetableStore()
    let api = FakeTimetableApi(pages: 3)

    @Test func syncCommitsCursorAfterPage() async throws {
        let worker = TimetableSyncWorker(api: api, store: store)
        _ = try await worker.runPage()
        #expect(store.cursor == "page-1")
    }

    @Test func expirationDiscardsStagedFiles() async throws {
        let worker = TimetableSyncWorker(api: api, store: store)
        worker.onExpiration()
        #expect(store.stagedFileNames().isEmpty)
    }

    @Test func secondRunIsIdempotent() async throws {
        let worker = TimetableSyncWorker(api: api, store: store)
        _ = try await worker.runAll()
        _ = try await worker.runAll()
        #expect(store.departures.count == 42)
    }
}
