import BackgroundTasks
import XCTest
@testable import Ferrywatch

/// Runs on the bench iPad: real BGTaskScheduler, real submission.
final class TimetableCleanupTaskTests: XCTestCase {
    override func tearDown() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: TimetableCleanupTask.identifier)
        TimetableCleanupTask.onLaunch = nil
        super.tearDown()
    }

    func testRequestRequiresNetwork() throws {
        let request = BGProcessingTaskRequest(identifier: TimetableCleanupTask.identifier)
        request.requiresNetworkConnectivity = true
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }

    func testProcessingTaskRunsAfterSubmit() throws {
        DiagnosticRecorder.shared.currentTest = "TimetableCleanupTaskTests/testProcessingTaskRunsAfterSubmit"
        let launched = expectation(description: "cleanup task launched by the system")
        TimetableCleanupTask.onLaunch = { launched.fulfill() }

        try TimetableCleanupTask.submit(after: 0)

        // earliestBeginDate is "now", so the system should pick it up within two minutes.
        wait(for: [launched], timeout: 120)
    }
}
