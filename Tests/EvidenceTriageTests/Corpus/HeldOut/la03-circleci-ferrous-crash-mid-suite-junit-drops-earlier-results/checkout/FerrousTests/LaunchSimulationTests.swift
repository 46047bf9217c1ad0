import XCTest
import BackgroundTasks
@testable import Ferrous

final class LaunchSimulationTests: XCTestCase {
    /// Asks the scheduler to launch the cleanup task now, via the debug selector Apple documents
    /// for LLDB. No request is submitted first.
    func testSimulatedCleanupLaunchRunsHandler() {
        let called = expectation(description: "cleanup handler called")
        BackgroundTasks.onCleanupForTesting = { called.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.ferrous.notes.cleanup")

        wait(for: [called], timeout: 10)
    }
}
