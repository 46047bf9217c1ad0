import XCTest
import BackgroundTasks
@testable import Runner

final class BudgetRefreshTaskTests: XCTestCase {
    func testSimulatedLaunchRunsRefresh() {
        let ran = expectation(description: "refresh handler ran")
        BudgetRefresh.onRun = { ran.fulfill() }
        // Same call as the documented LLDB command, issued from the test host.
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: "com.finchbudget.app.refresh")
        wait(for: [ran], timeout: 10)
    }
}
