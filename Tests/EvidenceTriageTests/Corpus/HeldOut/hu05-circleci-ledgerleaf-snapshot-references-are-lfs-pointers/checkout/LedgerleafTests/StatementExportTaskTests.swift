import BackgroundTasks
import XCTest
@testable import Ledgerleaf

final class StatementExportTaskTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "StatementExportTaskTests/\(name.split(separator: " ").last!.dropLast())", 1)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    override func tearDown() {
        StatementExportTask.shared.onFinished = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSimulatedLaunchRunsExport() {
        let finished = expectation(description: "statement export handler finished")
        StatementExportTask.shared.onFinished = { finished.fulfill() }

        // Same private hook we use from LLDB when debugging the export by hand.
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: StatementExportTask.identifier)

        wait(for: [finished], timeout: 5)
    }
}
