import XCTest
@testable import Larkspur

final class ExpirationCleanupTests: XCTestCase {
    private var staging: URL!
    private var client: StubUploadClient!
    private var job: StagedUploadJob!

    override func setUpWithError() throws {
        staging = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        client = StubUploadClient(items: [.fixture(id: "a1"), .fixture(id: "a2"), .fixture(id: "a3")])
        client.suspendAfter = 2          // the third upload hangs until the task expires
        job = StagedUploadJob(stagingDirectory: staging, client: client)
    }

    func testCompletionReportsSuccess() async throws {
        client.suspendAfter = nil
        let task = FakeBackgroundTask()
        UploadTaskAdapter(job: job).handle(task: task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationReachesJobCancel() async throws {
        let task = FakeBackgroundTask()
        UploadTaskAdapter(job: job).handle(task: task)
        await client.waitUntilSuspended()

        task.expire()

        XCTAssertEqual(job.cancelCount, 1, "expiration must reach StagedUploadJob.cancel()")
        XCTAssertEqual(task.completedSuccess, false)
    }

    func testExpirationRemovesStagedUploads() async throws {
        let task = FakeBackgroundTask()
        UploadTaskAdapter(job: job).handle(task: task)
        await client.waitUntilSuspended()

        task.expire()

        let left = try FileManager.default.contentsOfDirectory(atPath: staging.path)
        XCTAssertEqual(left.count, 0, "staged .part files left after expiration: \(left.sorted())")
    }
}
