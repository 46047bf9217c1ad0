import XCTest
@testable import Shutterbox

final class BackupRequestBuilderTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-12-06T21:30:00Z")!

    func testOvernightBackupRequiresNetwork() {
        XCTAssertTrue(BackupRequestBuilder.overnightRequest(now: now).requiresNetworkConnectivity)
    }

    func testOvernightBackupRequiresExternalPower() {
        UserDefaults.standard.removeObject(forKey: "backupOnBatteryAllowed")
        XCTAssertTrue(BackupRequestBuilder.overnightRequest(now: now).requiresExternalPower,
                      "backup must wait for power unless the user allowed battery backups")
    }
}
