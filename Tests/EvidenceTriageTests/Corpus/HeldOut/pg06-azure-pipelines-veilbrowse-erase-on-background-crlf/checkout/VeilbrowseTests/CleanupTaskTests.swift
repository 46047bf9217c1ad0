import XCTest
import BackgroundTasks
@testable import Veilbrowse

final class CleanupTaskTests: XCTestCase {
    func testSimulatedCleanupLaunchErases() {
        let erased = expectation(description: "cleanup handler erased cache")
        CleanupTask.onRunForTesting = { erased.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: "com.veilbrowse.cleanup")
        wait(for: [erased], timeout: 10)
    }
}
