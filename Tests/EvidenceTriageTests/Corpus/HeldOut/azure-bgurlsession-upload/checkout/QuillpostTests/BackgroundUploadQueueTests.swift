import XCTest
@testable import Quillpost

final class BackgroundUploadQueueTests: XCTestCase {
    private var session: FakeBackgroundSession!
    private var staging: URL!
    private var queue: BackgroundUploadQueue!

    override func setUpWithError() throws {
        session = FakeBackgroundSession(identifier: "com.northquay.quillpost.uploads")
        staging = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        queue = BackgroundUploadQueue(session: session, stagingDirectory: staging)
    }

    func testEnqueueCreatesOneUploadTaskPerDraft() throws {
        try queue.enqueue(Draft.fixture(id: "d1"))
        try queue.enqueue(Draft.fixture(id: "d2"))
        XCTAssertEqual(session.createdTasks.count, 2)
    }

    func testStagedFileRetainedUntilTaskCompletes() throws {
        let task = try queue.enqueue(Draft.fixture(id: "d3", body: String(repeating: "x", count: 4096)))
        // The system reads the body file lazily, possibly long after resume().
        XCTAssertTrue(FileManager.default.fileExists(atPath: task.bodyFileURL.path),
                      "staged body deleted before the background task finished")
        session.complete(task, statusCode: 201)
        XCTAssertFalse(FileManager.default.fileExists(atPath: task.bodyFileURL.path))
    }

    func testResumeAfterRelaunchReattachesTasks() async throws {
        try queue.enqueue(Draft.fixture(id: "d4"))
        let relaunched = BackgroundUploadQueue(session: session.relaunched(), stagingDirectory: staging)
        let pending = await relaunched.pendingDraftIDs(timeout: 2)
        XCTAssertEqual(pending, ["d4"])
    }
}
