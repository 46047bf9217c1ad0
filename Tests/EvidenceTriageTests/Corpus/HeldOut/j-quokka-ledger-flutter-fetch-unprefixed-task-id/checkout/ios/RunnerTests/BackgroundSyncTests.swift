import XCTest
import BackgroundTasks
import background_fetch
@testable import Runner

/// Native checks for the ledger sync that the Dart side schedules with
/// BackgroundFetch.scheduleTask(TaskConfig(taskId: LedgerSync.taskId, ...)).
final class BackgroundSyncTests: XCTestCase {
    private let fetch = TSBackgroundFetch.sharedInstance()!

    func testFetchTaskIsConfigured() throws {
        let status = fetch.status()
        XCTAssertEqual(status, .available)
    }

    func testScheduleSyncTaskRegistersWithPlugin() throws {
        let scheduled = expectation(description: "ledger sync scheduled")
        var failure: Error?
        fetch.scheduleProcessingTask(withIdentifier: LedgerSync.taskId, delay: 900, periodic: true) { error in
            failure = error
            scheduled.fulfill()
        }
        wait(for: [scheduled], timeout: 5)
        XCTAssertNil(failure, "scheduleProcessingTask(\(LedgerSync.taskId)) failed")
    }

    func testSimulatedLaunchRunsLedgerSync() throws {
        let ran = expectation(description: "ledger sync ran after simulated launch")
        LedgerSync.onRun = { _ in ran.fulfill() }
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")), with: LedgerSync.taskId)
        wait(for: [ran], timeout: 20)
    }
}
