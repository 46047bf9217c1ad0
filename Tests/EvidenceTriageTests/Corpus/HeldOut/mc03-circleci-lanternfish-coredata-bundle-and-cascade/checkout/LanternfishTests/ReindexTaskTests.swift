import XCTest
import BackgroundTasks
@testable import Lanternfish

final class ReindexTaskTests: XCTestCase {
    func testSimulatedReindexLaunchRunsJob() {
        let ran = expectation(description: "reindex job ran")
        ReindexTask.onFinish = { _ in ran.fulfill() }
        // Same private hook the debugger uses: launch the registered handler now.
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        BGTaskScheduler.shared.perform(selector, with: ReindexTask.identifier)
        wait(for: [ran], timeout: 30)
    }
}
