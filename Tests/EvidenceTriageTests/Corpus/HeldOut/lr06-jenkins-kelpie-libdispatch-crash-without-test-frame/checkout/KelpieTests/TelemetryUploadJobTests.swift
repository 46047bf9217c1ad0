import XCTest
@testable import Kelpie

final class TelemetryUploadJobTests: XCTestCase {
    func testAllBatchesCompleteTask() {
        let uploader = StubBatchUploader(latency: .milliseconds(20))
        let task = FakeProcessingTask()
        let done = expectation(description: "task completed")
        task.onComplete = { _ in done.fulfill() }
        TelemetryUploadJob(uploader: uploader).run(task: task, batches: TelemetryBatch.fixtures(count: 3))
        wait(for: [done], timeout: 2)
    }

    func testExpirationDuringUploadCompletesOnce() {
        let uploader = StubBatchUploader(latency: .seconds(30))   // still in flight when the system expires the task
        let task = FakeProcessingTask()
        let done = expectation(description: "task completed")
        task.onComplete = { _ in done.fulfill() }
        let job = TelemetryUploadJob(uploader: uploader)

        job.run(task: task, batches: [TelemetryBatch.fixture(id: 7, samples: 42)])
        task.expire()

        wait(for: [done], timeout: 5)
        XCTAssertEqual(task.completionCount, 1)
    }

    func testServerErrorKeepsBatchForRetry() {
        let uploader = StubBatchUploader(result: .failure(URLError(.badServerResponse)))
        let task = FakeProcessingTask()
        let done = expectation(description: "task completed")
        task.onComplete = { _ in done.fulfill() }
        TelemetryUploadJob(uploader: uploader).run(task: task, batches: [TelemetryBatch.fixture(id: 2, samples: 10)])
        wait(for: [done], timeout: 2)
    }
}
