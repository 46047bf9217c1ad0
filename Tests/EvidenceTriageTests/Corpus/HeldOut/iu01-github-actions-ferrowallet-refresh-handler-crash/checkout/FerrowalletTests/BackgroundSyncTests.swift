import XCTest
@testable import Ferrowallet

final class BackgroundSyncTests: XCTestCase {
    override func tearDown() {
        BackgroundSyncing.default.cancellables.removeAll()
        super.tearDown()
    }

    /// The system can launch the app straight into the background for the
    /// refresh task; no scene connects in that launch.
    func testColdBackgroundLaunchStartsSynchronizer() {
        WalletEnvironment.resetForTesting()
        let task = FakeBackgroundTask(identifier: BackgroundSyncing.appRefreshIdentifier)

        BackgroundSyncing.default.handleAppRefresh(task)

        XCTAssertNotNil(WalletEnvironment.shared, "a background launch must build the wallet environment itself")
    }

    func testStopBeforeStartDoesNotCompleteTask() {
        WalletEnvironment.resetForTesting()
        WalletEnvironment.bootstrap(synchronizer: CombineSynchronizer(processor: ScriptedProcessor()))
        let task = FakeBackgroundTask(identifier: BackgroundSyncing.appRefreshIdentifier)

        BackgroundSyncing.default.handleAppRefresh(task)
        WalletEnvironment.shared.synchronizer.status.send(.synced)

        XCTAssertEqual(task.completions, [true],
                       "handler completed the task when stop() published .stopped before start(retry:)")
    }

    func testExpirationCompletesExactlyOnce() {
        WalletEnvironment.resetForTesting()
        WalletEnvironment.bootstrap(synchronizer: CombineSynchronizer(processor: ScriptedProcessor()))
        let task = FakeBackgroundTask(identifier: BackgroundSyncing.appRefreshIdentifier)

        BackgroundSyncing.default.handleAppRefresh(task)
        task.expirationHandler?()

        XCTAssertLessThanOrEqual(task.completions.count, 2)
    }
}
