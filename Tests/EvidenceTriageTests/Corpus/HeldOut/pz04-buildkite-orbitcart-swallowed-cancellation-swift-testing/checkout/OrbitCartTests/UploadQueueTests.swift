import Testing
@testable import OrbitCart

@Suite struct UploadQueueTests {
    @Test func cancelledUploadStopsBeforeSend() async throws {
        let transport = RecordingTransport(delay: .milliseconds(50))
        let queue = UploadQueue(transport: transport)
        let task = Task { try await queue.flush(items: PhotoItem.fixtures(count: 4)) }
        try await Task.sleep(for: .milliseconds(10))
        task.cancel()
        _ = await task.result
        #expect(transport.sentCount == 0)
    }

    @Test func cancelledUploadDoesNotMarkSent() async throws {
        let store = InMemoryUploadStore()
        let queue = UploadQueue(transport: RecordingTransport(delay: .milliseconds(50)), store: store)
        let task = Task { try await queue.flush(items: PhotoItem.fixtures(count: 2)) }
        task.cancel()
        _ = await task.result
        #expect(store.sentIDs.isEmpty)
    }

    @Test func flushSendsInOrder() async throws {
        let transport = RecordingTransport()
        try await UploadQueue(transport: transport).flush(items: PhotoItem.fixtures(count: 3))
        #expect(transport.sentIDs == ["p0", "p1", "p2"])
    }
}
