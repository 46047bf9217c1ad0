import XCTest
import BackgroundTasks
@testable import Pewter

final class NightlyBackupTaskTests: XCTestCase {
    func testBackupRunsOvernightOnBattery() throws {
        // Lab phone is unplugged at 22:00 by the smart plug.
        let ran = expectation(description: "nightly backup launched")
        NightlyBackup.onLaunch = { ran.fulfill() }
        try NightlyBackup.schedule(earliestBegin: Date(timeIntervalSinceNow: 120), requiresExternalPower: true)
        wait(for: [ran], timeout: 2 * 3600)
    }

    func testAuditExportSubmits() {
        XCTAssertNoThrow(try AuditExport.schedule())
    }
}
