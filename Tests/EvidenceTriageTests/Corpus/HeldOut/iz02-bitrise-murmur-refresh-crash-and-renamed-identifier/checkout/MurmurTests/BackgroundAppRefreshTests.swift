import XCTest
@testable import Murmur

final class BackgroundAppRefreshTests: XCTestCase {
    private var coordinator: AppCoordinator!

    override func setUp() {
        coordinator = AppCoordinator()
        coordinator.taskScheduler = TaskSchedulerMock()
    }

    func testRefreshAfterSessionRestoredStartsSync() {
        let sync = SyncServiceMock()
        coordinator.userSession = UserSessionMock(syncService: sync)
        let task = AppRefreshTaskMock()

        coordinator.handleAppRefresh(task: task)
        sync.finish(success: true)

        XCTAssertEqual(sync.startCount, 1)
        XCTAssertEqual(task.completions, [true])
    }

    func testRefreshBeforeSessionRestoredCompletesTask() {
        // Cold background launch: iOS wakes the app for the refresh before
        // UserSessionStore.restore() has finished.
        coordinator.userSession = nil
        let task = AppRefreshTaskMock()

        coordinator.handleAppRefresh(task: task)

        XCTAssertEqual(task.completions, [false], "refresh without a session must complete the task, not crash")
    }

    func testExpirationStopsSyncAndCompletesOnce() {
        let sync = SyncServiceMock()
        coordinator.userSession = UserSessionMock(syncService: sync)
        let task = AppRefreshTaskMock()

        coordinator.handleAppRefresh(task: task)
        task.expirationHandler?()

        XCTAssertEqual(sync.stopCount, 1)
        XCTAssertEqual(task.completions, [false])
    }
}
