import BackgroundTasks
import XCTest
@testable import Tessellate

final class JobStatusRefreshTests: XCTestCase {

    func testSimulatedStatusRefreshUpdatesJobs() {
        let handled = expectation(description: "jobs-status handler ran")
        JobStatusRefresh.shared.onHandled = { handled.fulfill() }

        // Same call the LLDB recipe makes: e -l objc -- (void)[[BGTaskScheduler
        // sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        BGTaskScheduler.shared.perform(selector, with: AppDelegate.jobsStatusTaskIdentifier)

        wait(for: [handled], timeout: 10)
    }
}
