import BackgroundTasks
import XCTest
@testable import BackgroundSyncApp

/// What the app asks of the scheduler. The OS decides when (and whether) a refresh task runs: a
/// test can check that the request was submitted with the right earliest begin date, not that the
/// system launches the task within a given time.
final class BackgroundRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BGTaskScheduler.shared.cancelAllTaskRequests()
        BackgroundTasks.lastSubmitted = nil
        BackgroundTasks.submittedCount = 0
    }

    func testRefreshIsSubmittedWithItsEarliestBeginDate() throws {
        let before = Date()
        try BackgroundTasks.scheduleRefresh()
        let expected = before.addingTimeInterval(15 * 60)
        let pending = try XCTUnwrap(BackgroundTasks.lastSubmitted)
        XCTAssertEqual(pending.identifier, BackgroundTasks.refresh)
        XCTAssertEqual(pending.earliestBeginDate?.timeIntervalSince1970 ?? 0, expected.timeIntervalSince1970, accuracy: 1)
    }

    func testRescheduleReplacesThePendingRequest() throws {
        try BackgroundTasks.scheduleRefresh()
        try BackgroundTasks.scheduleRefresh()
        XCTAssertEqual(BackgroundTasks.submittedCount, 2)
        XCTAssertEqual(BackgroundTasks.lastSubmitted?.identifier, BackgroundTasks.refresh)
    }

    func testTheLaunchHandlerRunsTheJobAndReschedules() async throws {
        let job = RecordingJob()
        let task = FakeRefreshTask()
        BackgroundRefreshAdapter(job: job).handle(task: task)
        try await task.completion()
        XCTAssertEqual(job.runs, 1)
        XCTAssertEqual(task.success, true)
        XCTAssertEqual(BackgroundTasks.lastSubmitted?.identifier, BackgroundTasks.refresh)
    }

    func testAnExpiredRunIsReportedAsFailed() async throws {
        let job = RecordingJob(blocksUntilCancelled: true)
        let task = FakeRefreshTask()
        BackgroundRefreshAdapter(job: job).handle(task: task)
        task.expire()
        try await task.completion()
        XCTAssertEqual(task.success, false)
    }

    func testRefreshRunsWithinFifteenMinutes() throws {
        let launched = expectation(description: "system launches \(BackgroundTasks.refresh)")
        BackgroundTasks.onLaunch = { identifier in
            if identifier == BackgroundTasks.refresh { launched.fulfill() }
        }
        try BackgroundTasks.scheduleRefresh()
        // Waits for the OS to launch the task: nothing here makes it run.
        wait(for: [launched], timeout: 15 * 60)
    }
}
