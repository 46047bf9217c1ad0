import XCTest
import BackgroundTasks
@testable import Runner

final class ProcessingTaskTests: XCTestCase {
    func testBackupRequestRequiresPower() {
        let request = BackupTask.makeRequest(now: Date())
        XCTAssertTrue(request.requiresExternalPower)
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }

    /// Photo backup is a BGProcessingTask (requiresExternalPower = true).
    func testChargingTaskRunsOnBattery() throws {
        let ran = expectation(description: "photo backup processing task ran")
        BackupTask.onRun = { ran.fulfill() }
        try BackupTask.submit(earliestBeginAfter: 60)
        LabHarness.lockDevice()
        wait(for: [ran], timeout: 30 * 60)
    }
}
