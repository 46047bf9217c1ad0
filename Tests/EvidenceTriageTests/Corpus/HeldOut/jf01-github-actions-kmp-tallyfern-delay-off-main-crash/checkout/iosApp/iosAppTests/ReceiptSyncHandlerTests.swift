import XCTest
import shared
@testable import iosApp

final class FakeRefreshTask: RefreshTaskProtocol {
    let identifier = AppDelegate.receiptSyncTaskId
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    let completed = XCTestExpectation(description: "setTaskCompleted")
    func setTaskCompleted(success: Bool) { completedSuccess = success; completed.fulfill() }
}

final class ReceiptSyncHandlerTests: XCTestCase {
    private var store: InMemoryReceiptStore!
    private var api: ScriptedReceiptApi!

    override func setUp() {
        super.setUp()
        store = InMemoryReceiptStore(receipts: [
            PendingReceipt(id: "r-1", totalMinor: 1250, currency: "USD"),
            PendingReceipt(id: "r-2", totalMinor: 890, currency: "USD"),
        ])
        api = ScriptedReceiptApi()
    }

    /// Drives the handler the way BGTaskScheduler does: on a background queue.
    private func runHandlerOffMain(_ task: FakeRefreshTask) {
        let bridge = BackgroundSyncBridge(entryPoint: IosSyncEntryPoint(job: ReceiptSyncJob(store: store, api: api, maxAttempts: 3, initialBackoffMillis: 10)))
        DispatchQueue(label: "com.tallyfern.tests.bgtask-handler").async {
            bridge.handle(task: task)
        }
    }

    func testBackgroundLaunchUploadsPendingReceipts() {
        let task = FakeRefreshTask()
        runHandlerOffMain(task)
        wait(for: [task.completed], timeout: 10)
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertTrue(store.pending().isEmpty)
    }

    func testServerErrorRetriesWithBackoff() {
        api.script = [false, false, true, true]
        let task = FakeRefreshTask()
        runHandlerOffMain(task)
        wait(for: [task.completed], timeout: 10)
        XCTAssertEqual(api.calls, 4)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testNothingPendingCompletesImmediately() {
        store = InMemoryReceiptStore(receipts: [])
        let task = FakeRefreshTask()
        runHandlerOffMain(task)
        wait(for: [task.completed], timeout: 10)
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(api.calls, 0)
    }
}

final class InMemoryReceiptStore: PendingReceiptStore {
    private var receipts: [PendingReceipt]
    init(receipts: [PendingReceipt]) { self.receipts = receipts }
    func pending() -> [PendingReceipt] { receipts }
    func markUploaded(id: String) { receipts.removeAll { $0.id == id } }
}

final class ScriptedReceiptApi: ReceiptApi {
    var script: [Bool] = []
    private(set) var calls = 0
    func upload(receipt: PendingReceipt) -> Bool {
        defer { calls += 1 }
        return calls < script.count ? script[calls] : true
    }
}
