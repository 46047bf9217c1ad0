import XCTest
import BackgroundTasks
@testable import Fernway

final class HealthSyncTaskTests: XCTestCase {
    /// Drives the registered handler through the debug launch hook instead of waiting for iOS.
    func testSimulatedLaunchRunsSync() throws {
        let ran = expectation(description: "health sync handler ran")
        HealthSyncTask.shared.onRun = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: HealthSyncTask.identifier)
        wait(for: [ran], timeout: 15)
    }
}
