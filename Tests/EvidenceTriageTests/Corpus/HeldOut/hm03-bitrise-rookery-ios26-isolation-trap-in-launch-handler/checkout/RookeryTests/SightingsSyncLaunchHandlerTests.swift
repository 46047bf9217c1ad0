//
//  SightingsSyncLaunchHandlerTests.swift
//  RookeryTests
//

import XCTest
@testable import Rookery

final class SightingsSyncLaunchHandlerTests: XCTestCase {
    @MainActor
    func testRegistersBothIdentifiers() {
        let scheduler = RecordingScheduler()
        BackgroundTaskCoordinator(scheduler: scheduler, sync: .stub(), cleanup: .stub(), recorder: nil)
            .registerHandlers()
        XCTAssertEqual(Set(scheduler.handlers.keys),
                       [BackgroundTaskCoordinator.syncIdentifier, BackgroundTaskCoordinator.cleanupIdentifier])
    }

    @MainActor
    func testHandlerCompletesTaskOnSchedulerQueue() async throws {
        let scheduler = RecordingScheduler()
        let coordinator = BackgroundTaskCoordinator(scheduler: scheduler, sync: .stub(), cleanup: .stub(), recorder: nil)
        coordinator.registerHandlers()

        let task = FakeBackgroundTask(identifier: BackgroundTaskCoordinator.syncIdentifier)
        let launch = try XCTUnwrap(scheduler.handlers[BackgroundTaskCoordinator.syncIdentifier])
        RecordingScheduler.systemQueue.async { launch(task) }

        await fulfillment(of: [task.completed], timeout: 5)
        XCTAssertEqual(task.success, true)
    }

    @MainActor
    func testFailedSyncReportsFailure() async throws {
        let scheduler = RecordingScheduler()
        BackgroundTaskCoordinator(scheduler: scheduler, sync: .failing(), cleanup: .stub(), recorder: nil)
            .registerHandlers()
        let task = FakeBackgroundTask(identifier: BackgroundTaskCoordinator.syncIdentifier)
        // Called on the main actor here, as Xcode's "simulate launch" does while debugging.
        scheduler.handlers[BackgroundTaskCoordinator.syncIdentifier]?(task)
        await fulfillment(of: [task.completed], timeout: 5)
        XCTAssertEqual(task.success, false)
    }
}
