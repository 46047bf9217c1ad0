import CloudKit
import os

enum BackupEnvironment {
    case production, staging

    var containerIdentifier: String {
        switch self {
        case .production: return "iCloud.com.ledgerly.app"
        case .staging:    return "iCloud.com.ledgerly.app.staging"
        }
    }
}

/// Writes ledger snapshots to the private database. Also used by the
/// BGProcessingTask "com.ledgerly.app.nightly-backup".
final class CloudBackupService {
    private let container: CKContainer
    private let zoneID = CKRecordZone.ID(zoneName: "LedgerBackups")
    private let log = Logger(subsystem: "com.ledgerly.app", category: "CloudBackup")

    init(environment: BackupEnvironment) {
        container = CKContainer(identifier: environment.containerIdentifier)
    }

    func resetTestZone() async throws {
        do {
            _ = try await container.privateCloudDatabase.modifyRecordZones(
                saving: [CKRecordZone(zoneID: zoneID)], deleting: [])
        } catch {
            log.error("zone reset failed: \(String(describing: error), privacy: .public)")
            throw error
        }
    }

    func backup(_ ledger: Ledger) async throws -> BackupSnapshot {
        let record = BackupSnapshot.makeRecord(for: ledger, in: zoneID)
        let saved = try await container.privateCloudDatabase.save(record)
        return BackupSnapshot(record: saved)
    }

    func restoreLatest() async throws -> Ledger {
        let query = CKQuery(recordType: "LedgerSnapshot", predicate: NSPredicate(value: true))
        query.sortDescriptors = [NSSortDescriptor(key: "periodEnd", ascending: false)]
        let (results, _) = try await container.privateCloudDatabase.records(
            matching: query, inZoneWith: zoneID, resultsLimit: 1)
        guard let first = results.first else { throw BackupError.noSnapshot }
        return try Ledger(snapshotRecord: first.1.get())
    }
}
