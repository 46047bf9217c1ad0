import XCTest
@testable import Kelpwallet

final class StubRefreshTask: RefreshTask {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completed: Bool?
    init(identifier: String) { self.identifier = identifier }
    func setTaskCompleted(success: Bool) { completed = success }
}

final class BackgroundRefreshTests: XCTestCase {
    override func tearDown() {
        WalletEnvironment.shared.lock()
        super.tearDown()
    }

    /// The system can launch the app for a refresh while the wallet is still locked
    /// (after a reboot, before first unlock). The pass must finish the task, not crash.
    func testRefreshLaunchedBeforeUnlockCompletesTask() {
        WalletEnvironment.shared.lock()
        let task = StubRefreshTask(identifier: AppDelegate.refreshID)

        BackgroundSync.shared.handleAppRefresh(task)

        XCTAssertEqual(task.completed, false, "a locked wallet should end the refresh as failed, not hang or crash")
    }

    func testRefreshAfterUnlockReachesSynced() throws {
        try WalletEnvironment.shared.initialize(unlocking: .fixture, endpoint: .stub(.synced))
        let task = StubRefreshTask(identifier: AppDelegate.refreshID)
        BackgroundSync.shared.handleAppRefresh(task)
        XCTAssertEqual(task.completed, true)
    }

    func testExpirationStopsSynchronizer() throws {
        try WalletEnvironment.shared.initialize(unlocking: .fixture, endpoint: .stub(.slow))
        let task = StubRefreshTask(identifier: AppDelegate.refreshID)
        BackgroundSync.shared.handleAppRefresh(task)
        task.expirationHandler?()
        XCTAssertEqual(task.completed, false)
        XCTAssertEqual(WalletEnvironment.shared.synchronizer.status.value, .stopped)
    }
}
