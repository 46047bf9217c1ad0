import XCTest
@testable import MarloweDrive

/// The upload-resume BGProcessingTask runs the pending upload queue. When the task expires,
/// the queue reschedules the upload for the next task run. These tests drive that path with
/// a fake BGTask (expire()) and the local WebDAV stub on :8443.
final class UploadRescheduleTests: XCTestCase {
    private var server: StubDriveServer!
    private var queue: UploadQueue!
    private var scheduler: FakeTaskScheduler!

    override func setUpWithError() throws {
        server = try StubDriveServer.start(port: 8443, throttleBytesPerSecond: 64_000)
        scheduler = FakeTaskScheduler()
        queue = UploadQueue(session: .marloweBackground(identifier: "tests.\(name)"), scheduler: scheduler, store: .inMemory())
    }

    override func tearDown() { server.stop() }

    func testExpiredUploadIsCancelledBeforeResubmit() throws {
        let upload = try queue.enqueue(file: Fixtures.url("Q3 report.pdf"), into: "/Finance")
        let task = FakeBGProcessingTask(identifier: "com.marlowe.drive.upload-resume")
        queue.run(in: task)
        XCTAssertTrue(server.waitForFirstChunk(of: "Q3 report.pdf", timeout: 5))

        task.expire()

        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.marlowe.drive.upload-resume"])
        XCTAssertEqual(queue.urlSessionTaskState(for: upload), .canceling)
    }

    func testRescheduledUploadKeepsOriginalName() throws {
        _ = try queue.enqueue(file: Fixtures.url("Q3 report.pdf"), into: "/Finance")
        let first = FakeBGProcessingTask(identifier: "com.marlowe.drive.upload-resume")
        queue.run(in: first)
        XCTAssertTrue(server.waitForFirstChunk(of: "Q3 report.pdf", timeout: 5))
        first.expire()

        let second = FakeBGProcessingTask(identifier: "com.marlowe.drive.upload-resume")
        queue.run(in: second)
        XCTAssertTrue(second.waitForCompletion(timeout: 30))

        XCTAssertEqual(server.fileNames(in: "/Finance").sorted(), ["Q3 report.pdf"])
    }
}
