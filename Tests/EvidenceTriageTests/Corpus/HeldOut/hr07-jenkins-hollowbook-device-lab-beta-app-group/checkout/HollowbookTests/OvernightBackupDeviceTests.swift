import XCTest
@testable import Hollowbook

/// Device-lab only: the lab phones sit on chargers on Wi-Fi, so the nightly backup
/// (requiresExternalPower + requiresNetworkConnectivity) should be eligible right away.
final class OvernightBackupDeviceTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "OvernightBackupDeviceTests/testBackupProcessingTaskRunsWithinTwentyMinutes", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testBackupProcessingTaskRunsWithinTwentyMinutes() throws {
        let launched = expectation(description: "nightly-backup launched")
        BackupProbe.shared.onLaunch = { launched.fulfill() }

        // The lab harness locks the phone after launch; nothing else runs on it during this wait.
        try BackgroundTasks.scheduleNightlyBackup(earliestBegin: Date())

        wait(for: [launched], timeout: 1200)
    }
}
