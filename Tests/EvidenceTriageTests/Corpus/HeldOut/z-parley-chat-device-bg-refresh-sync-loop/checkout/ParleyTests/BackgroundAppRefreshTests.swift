//
//  BackgroundAppRefreshTests.swift
//  ParleyTests
//

import XCTest
@testable import Parley

@MainActor
final class BackgroundAppRefreshTests: XCTestCase {
    private var sync: MockSyncService!
    private var mediator: MockAppMediator!
    private var coordinator: AppCoordinator!

    override func setUp() async throws {
        sync = MockSyncService(responsesPerRun: 10)
        mediator = MockAppMediator(state: .background)
        coordinator = AppCoordinator(syncService: sync, appMediator: mediator, taskScheduler: MockBackgroundTaskScheduler())
    }

    func testRefreshCompletesTaskAfterTenResponses() async throws {
        let task = FakeAppRefreshTask()
        await coordinator.handleBackgroundAppRefresh(task)
        XCTAssertEqual(task.completions, [true])
    }

    func testRefreshReschedulesNextRequest() async throws {
        let scheduler = MockBackgroundTaskScheduler()
        coordinator = AppCoordinator(syncService: sync, appMediator: mediator, taskScheduler: scheduler)
        await coordinator.handleBackgroundAppRefresh(FakeAppRefreshTask())
        XCTAssertEqual(scheduler.submittedIdentifiers, ["chat.parley.app.background.refresh"])
    }

    func testSyncLoopStopsAfterRefreshCompletes() async throws {
        let task = FakeAppRefreshTask()

        await coordinator.handleBackgroundAppRefresh(task)

        XCTAssertEqual(task.completions, [true])
        XCTAssertEqual(sync.state, .stopped, "the sync loop started for the refresh must be stopped once the task completes")
    }

    func testRefreshExpirationDoesNotStopForegroundSync() async throws {
        let task = FakeAppRefreshTask()
        sync.responseDelay = .seconds(5)

        let refresh = Task { await coordinator.handleBackgroundAppRefresh(task) }
        mediator.state = .active                 // the user opens the app while the refresh is running
        coordinator.applicationDidBecomeActive()
        task.expire()                            // the system takes the refresh time back
        await refresh.value

        XCTAssertEqual(sync.state, .running, "expiring the background refresh must not stop the foreground sync")
        XCTAssertEqual(task.completions, [false])
    }
}
