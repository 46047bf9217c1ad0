import XCTest
import BackgroundTasks
@testable import Quayside

final class LedgerCompactionTests: XCTestCase {
    override func setUp() {
        super.setUp()
        DiagnosticsRecorder.shared.currentTest = name
    }

    override func tearDown() {
        ProtectedData.override = nil
        DiagnosticsRecorder.shared.currentTest = nil
        super.tearDown()
    }

    func testCompactionMergesSameDayEntries() async {
        let store = LedgerStore.makeTemporary()
        store.insertSampleEntries(count: 30, berths: 3, days: 2)
        let result = await LedgerCompactionJob(store: store).run()
        guard case .compacted(let merged) = result else { return XCTFail("expected compaction") }
        XCTAssertEqual(merged, 24)
        XCTAssertEqual(store.entryCount(), 6)
    }

    func testCompactionLeavesTodayUntouched() async {
        let store = LedgerStore.makeTemporary()
        store.insertSampleEntries(count: 8, berths: 1, days: 1, startingToday: true)
        _ = await LedgerCompactionJob(store: store).run()
        XCTAssertEqual(store.entryCount(), 8)
    }

    func testCompactionReportsFailureWhenStoreIsLocked() {
        let locked = LedgerStore.makeTemporary(protection: { false })
        locked.insertSampleEntries(count: 412, berths: 4, days: 9)
        let task = RecordingTask(identifier: LedgerCompactionTask.identifier)
        let done = expectation(description: "handler completed the task")
        task.onComplete = { done.fulfill() }

        LedgerCompactionTask.handle(task, recorder: .shared, job: LedgerCompactionJob(store: locked))
        wait(for: [done], timeout: 5)

        XCTAssertEqual(task.completedSuccess, false, "task reported success although the ledger save failed")
    }

    func testSimulatedLaunchDefersWhileProtectedDataUnavailable() throws {
        ProtectedData.override = .unavailable
        LedgerStore.shared.insertSampleEntries(count: 412, berths: 4, days: 9)
        LedgerCompactionTask.submit(recorder: .shared)

        let finished = expectation(forNotification: .ledgerCompactionDidFinish, object: nil)
        BGTaskScheduler.shared.simulateLaunchForTesting(LedgerCompactionTask.identifier)
        wait(for: [finished], timeout: 20)

        let pending = try pendingIdentifiers()
        XCTAssertTrue(pending.contains(LedgerCompactionTask.identifier),
                      "compaction should be resubmitted when protected data is unavailable")
    }

    func testExpirationCancelsTheJob() {
        let task = RecordingTask(identifier: LedgerCompactionTask.identifier)
        LedgerCompactionTask.handle(task, recorder: .shared, job: LedgerCompactionJob(store: .makeTemporary()))
        task.expirationHandler?()
        XCTAssertNotNil(task.expirationHandler)
    }

    private func pendingIdentifiers() throws -> [String] {
        let got = expectation(description: "pending requests")
        var ids: [String] = []
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
            ids = requests.map(\.identifier)
            got.fulfill()
        }
        wait(for: [got], timeout: 5)
        return ids
    }
}
