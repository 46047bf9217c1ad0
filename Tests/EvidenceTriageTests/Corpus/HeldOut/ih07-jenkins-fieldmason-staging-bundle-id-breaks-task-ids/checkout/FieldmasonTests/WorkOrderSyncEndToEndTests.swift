import BackgroundTasks
import XCTest
@testable import Fieldmason

/// Device-lab end-to-end: schedule the refresh, then ask BGTaskScheduler to launch it
/// right away with the debug-only _simulateLaunchForTaskWithIdentifier: SPI (the same
/// call the LLDB command in Apple's "Starting and Terminating Tasks During
/// Development" article makes), and wait for the sync to finish.
final class WorkOrderSyncEndToEndTests: XCTestCase {
    func testSyncUploadsPendingSignatures() {
        let store = WorkOrderStore.inMemory(pendingSignatures: 2)
        let done = expectation(description: "sync")
        WorkOrderSync(store: store, api: .fixture).run { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(store.pendingSignatures.count, 0)
    }

    func testSyncRunsAfterSimulatedLaunch() throws {
        let finished = expectation(forNotification: .workOrderSyncFinished, object: nil)
        finished.expectationDescription = "work-order sync finished"

        try? WorkOrderSyncTask.shared.schedule()

        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        XCTAssertTrue(BGTaskScheduler.shared.responds(to: selector))
        BGTaskScheduler.shared.perform(selector, with: BackgroundTaskIDs.workOrderSync)

        // The simulated launch normally calls the handler within a second; the
        // sync itself talks to the staging API (fixtures are seeded on the lab
        // account), so allow a generous minute.
        //
        // If this times out, check the device log for the launch handler's
        // "work-order sync finished" line.
        wait(for: [finished], timeout: 60)
    }
}
