import Foundation
import Testing
@testable import Tessellate

@Suite("ContinuedUploadTaskTests", .serialized)
@UploadManagerActor
struct ContinuedUploadTaskTests {
    let queue = UploadQueue(inMemory: true)
    let transport = RecordingTransport(delayPerFile: .milliseconds(50))

    @Test func reportsProgressPerTransferredFile() async throws {
        queue.enqueue(PhotoFixtures.small(count: 4))
        let manager = UploadManager(queue: queue, transport: transport)
        let task = FakeContinuedTask()
        manager.handleContinuedUpload(task: task)
        try await task.waitUntilCompleted()
        #expect(task.progress.totalUnitCount == 4)
        #expect(task.progress.completedUnitCount == 4)
        #expect(task.completedSuccess == true)
    }

    /// When the system expires the continued task, the files that did not go out
    /// must stay queued and the task must be reported as failed, so the Live
    /// Activity shows "Upload paused" instead of "Done".
    @Test func expiredTaskReportsFailure() async throws {
        queue.enqueue(PhotoFixtures.small(count: 6))
        let manager = UploadManager(queue: queue, transport: transport)
        let task = FakeContinuedTask()
        manager.handleContinuedUpload(task: task)
        try await Task.sleep(for: .milliseconds(120))
        task.expire()
        try await task.waitUntilCompleted()
        #expect(queue.pendingCount > 0)
        #expect(task.completedSuccess == false)
    }
}
