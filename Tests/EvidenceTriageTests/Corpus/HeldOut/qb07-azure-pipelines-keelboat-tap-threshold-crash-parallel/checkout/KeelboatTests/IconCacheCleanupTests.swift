import XCTest
import BackgroundTasks
@testable import Keelboat

final class IconCacheCleanupTests: XCTestCase {
    func testCleanupRunsOnSimulatedLaunch() {
        let ran = expectation(description: "icon cleanup handler ran")
        IconCacheCleanup.shared.onRunForTesting = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: IconCacheCleanup.identifier)
        wait(for: [ran], timeout: 5)
    }
}
