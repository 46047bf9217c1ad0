import Testing
@testable import Tallowick

@Suite("Offline sync queue")
struct OfflineSyncQueueTests {
    let store = InMemoryStore()

    @Test func drainsEveryPendingBookmark() async throws {
        store.insertPending(count: 3)
        let api = StubUploader(results: [.success, .success, .success])
        let queue = OfflineSyncQueue(container: store.container, api: api)
        let report = try await queue.drain()
        #expect(report.uploaded == 3)
        #expect(queue.pendingCount == 0)
    }

    @Test func failingItemDoesNotAbortRest() async throws {
        store.insertPending(count: 3)
        let api = StubUploader(results: [.failure(.badRequest), .success, .success])
        let queue = OfflineSyncQueue(container: store.container, api: api)
        _ = try? await queue.drain()
        #expect(api.attempts == 3)
        #expect(queue.pendingCount == 1)
    }

    @Test func transientErrorIsRetried() async throws {
        store.insertPending(count: 1)
        let api = StubUploader(results: [.failure(.serviceUnavailable), .success])
        let queue = OfflineSyncQueue(container: store.container, api: api,
                                     retryPolicy: RetryPolicy(maxAttempts: 3, baseDelay: .zero))
        let report = try await queue.drain()
        #expect(report.retried == 1)
        #expect(queue.pendingCount == 0)
    }

    @Test func permanentErrorIsNotRetried() async throws {
        store.insertPending(count: 1)
        let api = StubUploader(results: [.failure(.badRequest)])
        let queue = OfflineSyncQueue(container: store.container, api: api)
        _ = try? await queue.drain()
        #expect(api.attempts == 1)
    }
}
