import XCTest
import BackgroundTasks
@testable import Vitalis

final class HealthSyncTaskTests: XCTestCase {
    func testSimulatedLaunchRunsSync() {
        let ran = expectation(description: "health sync handler ran")
        HealthSyncTask.shared.onRunForTesting = { ran.fulfill() }
        // Same as `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"com.vitalis.app.healthsync"]`
        BGTaskSchedulerDebug.simulateLaunch(identifier: "com.vitalis.app.healthsync")
        wait(for: [ran], timeout: 20)
    }
}
