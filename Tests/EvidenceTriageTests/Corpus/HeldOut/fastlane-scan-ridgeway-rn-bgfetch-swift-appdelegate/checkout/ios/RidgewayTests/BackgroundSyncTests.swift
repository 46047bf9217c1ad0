import BackgroundTasks
import TSBackgroundFetch
import XCTest
@testable import Ridgeway

/// Hosted tests: the app under test launched through AppDelegate.swift (RN 0.77 template),
/// so the plugin's launch-time setup has already run by the time these execute.
final class BackgroundSyncTests: XCTestCase {
    func testScheduleNightlySyncTask() {
        let done = expectation(description: "scheduleTask")
        var scheduleError: Error?
        TSBackgroundFetch.sharedInstance().scheduleProcessingTask(withIdentifier: "com.transistorsoft.ridgeway.nightlysync",
                                                                  delay: 60 * 60, periodic: false, callback: { _, _ in }) { error in
            scheduleError = error
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertNil(scheduleError)
    }

    func testSimulatedNightlySyncLaunchRunsJob() throws {
        try SyncHarness.scheduleNightlySync()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: "com.transistorsoft.ridgeway.nightlysync")
        let ran = SyncHarness.waitForJobRun(timeout: 10)
        XCTAssertTrue(ran, "simulated launch did not run the job; OSLog: \(SyncHarness.lastSchedulerMessage ?? "-")")
    }
}
