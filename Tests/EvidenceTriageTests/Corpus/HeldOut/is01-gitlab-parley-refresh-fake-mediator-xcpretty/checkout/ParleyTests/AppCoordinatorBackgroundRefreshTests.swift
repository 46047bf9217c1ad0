import BackgroundTasks
import XCTest
@testable import Parley

final class AppCoordinatorBackgroundRefreshTests: XCTestCase {
    private var mediator: FakeAppMediator!
    private var scheduler: FakeTaskScheduler!
    private var clock: FakeClock!
    private var client: FakeSyncClient!
    private var coordinator: AppCoordinator!

    override func setUp() {
        super.setUp()
        mediator = FakeAppMediator(appState: .background)
        scheduler = FakeTaskScheduler()
        clock = FakeClock(now: ISO8601DateFormatter().date(from: "2026-01-01T09:00:00Z")!)
        client = FakeSyncClient()
        coordinator = AppCoordinator(appMediator: mediator, taskScheduler: scheduler, clock: clock, client: client)
    }

    func testRefreshCompletesTaskSuccessfully() {
        let task = FakeBackgroundRefreshTask()
        coordinator.handleBackgroundAppRefresh(task)
        XCTAssertEqual(task.completedWithSuccess, true)
    }

    func testRefreshStopsSyncWhenAppStaysInBackground() {
        let task = FakeBackgroundRefreshTask()
        coordinator.handleBackgroundAppRefresh(task)
        XCTAssertFalse(client.isSyncing)
    }

    func testRefreshCompletionKeepsForegroundSyncRunning() {
        // The refresh task was launched in the background, then the user opened the app before it finished.
        let task = FakeBackgroundRefreshTask()
        mediator.appState = .active
        coordinator.startSync()
        coordinator.handleBackgroundAppRefresh(task)

        XCTAssertEqual(task.completedWithSuccess, true)
        XCTAssertTrue(client.isSyncing, "the foreground sync loop was stopped when the refresh task finished while the app was active")
    }

    func testExpirationCompletesTaskUnsuccessfully() {
        let task = FakeBackgroundRefreshTask()
        client = FakeSyncClient()
        coordinator.handleBackgroundAppRefresh(task)
        task.expire()
        XCTAssertEqual(task.completedWithSuccess, false)
    }

    func testScheduleRefreshUsesThirtySecondHint() throws {
        coordinator.scheduleBackgroundAppRefresh()

        let request = try XCTUnwrap(scheduler.submittedRequests.last as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.identifier, "chat.parley.ios.background.refresh")
        XCTAssertEqual(request.earliestBeginDate, clock.now.addingTimeInterval(30), "refresh request must be 30 s after the injected clock's now")
    }

    func testScheduleFailureIsLoggedNotThrown() {
        scheduler.submitError = NSError(domain: "BGTaskSchedulerErrorDomain", code: 1)
        coordinator.scheduleBackgroundAppRefresh()
        XCTAssertTrue(scheduler.submittedRequests.isEmpty)
    }
}
