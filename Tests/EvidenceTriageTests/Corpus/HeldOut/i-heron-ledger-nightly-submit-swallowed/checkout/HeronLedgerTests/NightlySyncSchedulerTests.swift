import XCTest
import BackgroundTasks
@testable import HeronLedger

final class NightlySyncSchedulerTests: XCTestCase {
    func testNightlyRequestIsPending() async {
        NightlySyncScheduler.schedule(at: Date(timeIntervalSinceNow: 3600))
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == NightlySyncScheduler.identifier }, "nightly sync request not pending")
    }

    func testSimulatedLaunchRunsNightlySync() {
        let ran = expectation(description: "nightly sync job ran")
        NightlySyncJob.shared.onRun = { ran.fulfill() }
        NightlySyncScheduler.schedule(at: Date())
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: NightlySyncScheduler.identifier)
        wait(for: [ran], timeout: 20)
    }
}
