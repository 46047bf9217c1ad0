import XCTest
import CloudKit
@testable import Ledgerly

/// Runs against the real staging container on the device-lab iPhone
/// (signed into the ledgerly-ci test Apple ID).
final class CloudBackupTests: XCTestCase {
    private var service: CloudBackupService!

    override func setUp() async throws {
        try await super.setUp()
        service = CloudBackupService(environment: .staging)
        try await service.resetTestZone()
    }

    func testBackupWritesSnapshotRecord() async throws {
        let ledger = Ledger.fixture(named: "household-2026-10")
        let snapshot = try await service.backup(ledger)
        XCTAssertEqual(snapshot.recordID.zoneID.zoneName, "LedgerBackups")
        XCTAssertEqual(snapshot.entryCount, ledger.entries.count)
    }

    func testRestorePicksNewestSnapshot() async throws {
        let older = Ledger.fixture(named: "household-2026-09")
        let newer = Ledger.fixture(named: "household-2026-10")
        _ = try await service.backup(older)
        _ = try await service.backup(newer)
        let restored = try await service.restoreLatest()
        XCTAssertEqual(restored.periodEnd, newer.periodEnd)
    }
}
