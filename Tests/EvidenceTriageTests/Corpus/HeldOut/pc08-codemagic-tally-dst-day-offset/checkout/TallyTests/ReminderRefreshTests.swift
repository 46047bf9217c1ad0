import XCTest
import BackgroundTasks
@testable import Tally

final class ReminderRefreshTests: XCTestCase {
    func testSimulatedLaunchRunsReminderRefresh() {
        let ran = expectation(description: "reminder refresh ran")
        ReminderRefresh.shared.onRunForTesting = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: ReminderRefresh.identifier)
        wait(for: [ran], timeout: 20)
    }
}
