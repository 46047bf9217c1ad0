import XCTest
import BackgroundTasks
@testable import Hearthly

final class SyncSchedulingTests: XCTestCase {
    func testSimulatedExportLaunchRunsHandler() {
        let ran = expectation(description: "export handler ran")
        SyncEngine.shared.onExportForTesting = { ran.fulfill() }
        SyncEngine.shared.scheduleExportIfNeeded()
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")), with: SyncEngine.exportTaskID)
        wait(for: [ran], timeout: 10)
    }
}
