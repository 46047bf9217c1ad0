import XCTest
@testable import Tessellate

@UploadManagerActor
final class UploadManagerTests: XCTestCase {
    private var queue: UploadQueue!
    private var transport: RecordingTransport!
    private var manager: UploadManager!

    override func setUp() async throws {
        queue = UploadQueue(inMemory: true)
        transport = RecordingTransport()
        manager = UploadManager(queue: queue, transport: transport)
        UploadVars.shared.resetForTesting()
    }

    func testBackgroundTaskRespectsByteBudget() async {
        queue.enqueue(PhotoFixtures.large(count: 4))
        await manager.transfer(queue.nextBatch(limit: 25), inTaskType: .bckgProcessingTask)
        XCTAssertLessThanOrEqual(transport.bytesSent, UploadTaskType.bckgProcessingTask.byteBudget)
    }

    /// #587: iOS launched the processing task while the app was active; the task
    /// stopped at its byte budget and the foreground loop never took over again.
    func testForegroundQueueResumesWhenSystemTaskEndsWhileActive() async throws {
        UploadVars.shared.isApplicationActive = true
        await manager.resumeInForeground()                 // first activation, nothing pending yet
        queue.enqueue(PhotoFixtures.small(count: 3))

        manager.finishUploadTask()                         // processing task ends while on screen
        try await Task.sleep(for: .milliseconds(200))

        XCTAssertEqual(manager.state, .uploading, "\(queue.pendingCount) uploads pending, \(transport.sent.count) in transfer")
        XCTAssertEqual(transport.sent.count, 3)
    }
}
