import XCTest
@testable import Saltmarsh

/// Runs on the device lab only (Saltmarsh-DeviceLab test plan). The lab
/// phones sit on chargers and Wi-Fi, so the nightly task should run.
final class NightlySyncDeviceTests: XCTestCase {
    func testNightlySyncRunsWhileCharging() {
        let finished = expectation(forNotification: .nightlySyncFinished, object: nil)

        // Ask for the earliest possible start instead of 03:00.
        NightlySync.shared.schedule(earliest: Date(timeIntervalSinceNow: 60))

        wait(for: [finished], timeout: 600)
    }
}
