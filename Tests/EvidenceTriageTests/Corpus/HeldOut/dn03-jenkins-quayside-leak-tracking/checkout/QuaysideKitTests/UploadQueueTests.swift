import Testing
@testable import QuaysideKit

// Swift Testing has no addTeardownBlock; the suite follows the pattern suggested
// in swiftlang/swift-testing#774 (a weak reference checked in a defer).
@Suite struct UploadQueueTests {
    @Test func queueIsReleasedAfterDrain() async throws {
        weak var weakQueue: UploadQueue?
        let queue = UploadQueue(uploader: StubUploader())
        weakQueue = queue
        defer { #expect(weakQueue == nil, "UploadQueue leaked") }

        queue.enqueue(.fixture(id: "p-1"))
        try await queue.drain()
        #expect(queue.pendingCount == 0)
    }
}
