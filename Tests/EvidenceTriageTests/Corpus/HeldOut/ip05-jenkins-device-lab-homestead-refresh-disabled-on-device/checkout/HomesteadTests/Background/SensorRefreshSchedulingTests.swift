import XCTest
@testable import HomesteadKit

/// Runs on the lab iPhone: real BGTaskScheduler.
final class SensorRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "SensorRefreshSchedulingTests/" + String(name.split(separator: " ").last!.dropLast()), 1)
    }

    func testSensorRefreshSubmittedOnBackground() {
        let controller = BackgroundTasksController(environment: .live)
        XCTAssertNoThrow(try controller.submitSensorRefresh())
    }

    func testCompactionRequestRequiresPower() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTasksController.historyCompaction)
        request.requiresExternalPower = true
        XCTAssertTrue(request.requiresExternalPower)
    }
}
