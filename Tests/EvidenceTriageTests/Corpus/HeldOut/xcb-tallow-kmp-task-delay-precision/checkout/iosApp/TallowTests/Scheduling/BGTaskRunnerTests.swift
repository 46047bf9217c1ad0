import XCTest
import TallowShared
@testable import Tallow

/// `BGTaskRunner` runs a task the system launched and, on a retryable
/// failure, resubmits it with exponential backoff (250 ms base).
final class BGTaskRunnerTests: XCTestCase {
    private var submitter: RecordingTaskSubmitter!
    private var clock: FixedClock!

    override func setUp() {
        super.setUp()
        submitter = RecordingTaskSubmitter()
        clock = FixedClock(epochMillis: 1_786_000_000_000)
    }

    func testSuccessfulRunDoesNotResubmit() async throws {
        let runner = BGTaskRunner(submitter: submitter, clock: clock, worker: StubWorker(result: .success))
        let task = FakeBGTask(identifier: "app.tallow.notes.sync")

        await runner.run(task: task, attempt: 0)

        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertTrue(submitter.requests.isEmpty)
    }

    func testBackoffResubmitKeepsSubSecondDelay() async throws {
        let runner = BGTaskRunner(submitter: submitter, clock: clock, worker: StubWorker(result: .retry))
        let task = FakeBGTask(identifier: "app.tallow.notes.sync")

        await runner.run(task: task, attempt: 1)   // 250 ms * 2^1 = 500 ms

        let resubmitted = try XCTUnwrap(submitter.requests.last)
        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertEqual(resubmitted.earliestBeginDate.timeIntervalSince(clock.now), 0.5, accuracy: 0.001)
    }

    func testExpirationCompletesTaskUnsuccessfully() async throws {
        let worker = StubWorker(result: .success, delay: .seconds(5))
        let runner = BGTaskRunner(submitter: submitter, clock: clock, worker: worker)
        let task = FakeBGTask(identifier: "app.tallow.notes.sync")

        async let run: Void = runner.run(task: task, attempt: 0)
        task.expire()
        await run

        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertTrue(worker.wasCancelled)
    }
}
