import XCTest
@testable import Ledgerline

final class FakeProcessingTask: BackgroundTasking {
    let identifier = "com.ledgerline.wallet.nightly-sync"
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    func setTaskCompleted(success: Bool) { completedSuccess = success }
}

final class BackgroundSyncTaskTests: XCTestCase {
    private func lockedDeviceLoader(_ core: FakeLedgerCore) -> WalletFileLoader {
        WalletFileLoader(documentsURL: { URL(fileURLWithPath: "/tmp/ledgerline-tests/Documents") },
                         readData: { _ in throw CocoaError(.fileReadNoPermission) }, core: core)
    }

    func testSyncRunsForLoadedWallet() {
        let core = FakeLedgerCore()
        let loader = WalletFileLoader(documentsURL: { URL(fileURLWithPath: "/tmp/d") },
                                      readData: { _ in Fixtures.settings(offline: false) }, core: core)
        let task = FakeProcessingTask()
        BackgroundSyncHandler(loader: loader, core: core).handle(task)
        XCTAssertEqual(core.runSyncCalls, 1)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationStopsSync() {
        let core = FakeLedgerCore()
        let task = FakeProcessingTask()
        BackgroundSyncHandler(loader: lockedDeviceLoader(core), core: core).handle(task)
        task.expirationHandler?()
        XCTAssertTrue(core.stopSyncCalled)
    }

    func testSyncIsSkippedWhenWalletFailedToLoad() {
        let core = FakeLedgerCore()
        core.runSyncError = LedgerCoreError.LightclientNotInitialized(message: "Error: Lightclient is not initialized")
        let task = FakeProcessingTask()
        BackgroundSyncHandler(loader: lockedDeviceLoader(core), core: core).handle(task)
        XCTAssertEqual(core.runSyncCalls, 0, "runSync() must not be called on a lightclient that was never loaded")
    }

    func testTaskReportsFailureWhenWalletIsNotLoaded() {
        let core = FakeLedgerCore()
        core.runSyncError = LedgerCoreError.LightclientNotInitialized(message: "Error: Lightclient is not initialized")
        let task = FakeProcessingTask()
        BackgroundSyncHandler(loader: lockedDeviceLoader(core), core: core).handle(task)
        XCTAssertEqual(task.completedSuccess, false, "a sync that never ran must not be reported to BGTaskScheduler as a success")
    }
}
