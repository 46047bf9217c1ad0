import BackgroundTasks
import XCTest
@testable import Fernly

/// Drives the real scheduler: submit, then ask BGTaskScheduler to launch the task now
/// (the same private selector Apple documents for the debugger).
final class ReminderRefreshSchedulingTests: XCTestCase {
    func testSimulatedLaunchRunsRefresh() {
        let ran = expectation(forNotification: .reminderRefreshDidStart, object: nil)
        ran.expectationDescription = "reminder-refresh handler ran"
        AppDelegate.scheduleReminderRefresh()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: AppDelegate.reminderRefresh.rawValue)
        wait(for: [ran], timeout: 10)
    }
}
