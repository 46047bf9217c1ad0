import Testing
@testable import Marlin

/// OutboxFlusher is the native module the JS background-fetch handler calls to
/// upload queued catch reports. Its API is completion-handler based: the
/// completion is delivered from the upload client's delegate queue.
struct OutboxFlushTests {
    @Test func flushReportsCompletion() async {
        let store = InMemoryOutbox(items: [.catchReport(id: "c-1041")])
        let flusher = OutboxFlusher(store: store, client: StubUploadClient(status: 201))

        await confirmation("flush completion") { completed in
            flusher.flush { result in
                #expect(result == .flushed(count: 1))
                completed()
            }
        }
    }

    @Test func emptyOutboxIsNoop() async {
        let flusher = OutboxFlusher(store: InMemoryOutbox(items: []), client: StubUploadClient(status: 201))
        let result = await withCheckedContinuation { continuation in
            flusher.flush { continuation.resume(returning: $0) }
        }
        #expect(result == .nothingToFlush)
    }
}
