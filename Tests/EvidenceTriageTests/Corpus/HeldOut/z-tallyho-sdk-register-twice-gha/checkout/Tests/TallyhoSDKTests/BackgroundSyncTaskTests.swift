//
//  BackgroundSyncTaskTests.swift
//  TallyhoSDKTests
//

import XCTest
@testable import TallyhoSDK

/// Stands in for BGAppRefreshTask, which cannot be created in a test.
final class FakeSyncTask: SyncTaskProtocol {
    let identifier = BackgroundTaskManager.taskIdentifier
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []

    func setTaskCompleted(success: Bool) {
        completions.append(success)
    }
}

final class BackgroundSyncTaskTests: XCTestCase {
    private var scheduler: FakeTaskScheduler!

    override func setUp() {
        super.setUp()
        scheduler = FakeTaskScheduler()
    }

    func testCompletesWithSuccessWhenSyncSucceeds() {
        let manager = BackgroundTaskManager(scheduler: scheduler, makeSync: { ImmediateSyncOperation(result: .success(())) })
        let task = FakeSyncTask()
        let drained = expectation(description: "queue drained")
        manager.onQueueDrained = { drained.fulfill() }

        manager.handle(task)
        wait(for: [drained], timeout: 5)

        XCTAssertEqual(task.completions, [true])
    }

    func testHandleSubmitsNextRequestFifteenMinutesOut() {
        let manager = BackgroundTaskManager(scheduler: scheduler, makeSync: { ImmediateSyncOperation(result: .success(())) }, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        manager.handle(FakeSyncTask())

        let request = try? XCTUnwrap(scheduler.submitted.last)
        XCTAssertEqual(request?.identifier, BackgroundTaskManager.taskIdentifier)
        XCTAssertEqual(request?.earliestBeginDate, Date(timeIntervalSince1970: 1_800_000_000 + 15 * 60))
    }

    func testExpirationCompletesTaskExactlyOnce() {
        let sync = BlockingSyncOperation()
        let manager = BackgroundTaskManager(scheduler: scheduler, makeSync: { sync })
        let task = FakeSyncTask()
        let drained = expectation(description: "queue drained")
        manager.onQueueDrained = { drained.fulfill() }

        manager.handle(task)
        task.expirationHandler?()          // the system takes the time back
        sync.release()
        wait(for: [drained], timeout: 5)

        XCTAssertEqual(task.completions.count, 1, "setTaskCompleted must be called exactly once")
        XCTAssertEqual(task.completions.first, false)
    }

    func testFailedSyncCompletesWithFailure() {
        let manager = BackgroundTaskManager(scheduler: scheduler, makeSync: { ImmediateSyncOperation(result: .failure(.networkingError(code: 503))) })
        let task = FakeSyncTask()
        let drained = expectation(description: "queue drained")
        manager.onQueueDrained = { drained.fulfill() }

        manager.handle(task)
        wait(for: [drained], timeout: 5)

        XCTAssertEqual(task.completions, [false])
    }
}
