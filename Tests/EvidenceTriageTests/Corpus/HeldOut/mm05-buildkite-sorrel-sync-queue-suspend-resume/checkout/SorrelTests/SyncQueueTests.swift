import Testing
@testable import SorrelKit

@Suite struct SyncQueueTests {
    @Test func suspendCancelsInFlight() async {
        let queue = SyncQueue()
        let op = SyncOperation(id: "op-1")
        queue.enqueue(op)
        queue.suspendForBackground()
        #expect(op.isCancelled)
    }

    @Test func resumeRunsOperationsEnqueuedWhileSuspended() async throws {
        let queue = SyncQueue()
        let log = RunLog()
        queue.suspendForBackground()
        queue.enqueue(log.op("op-2")); queue.enqueue(log.op("op-3"))
        queue.resumeForForeground()
        try await Task.sleep(for: .milliseconds(100))
        #expect(log.ids == ["op-2", "op-3"])
    }

    @Test func cancelledOperationsAreNoOpsAfterResume() async throws {
        let queue = SyncQueue()
        let log = RunLog()
        let op = log.op("op-4", delay: .milliseconds(50))
        queue.enqueue(op)
        queue.suspendForBackground()
        queue.resumeForForeground()
        try await Task.sleep(for: .milliseconds(150))
        #expect(log.ids.isEmpty)
    }
}
