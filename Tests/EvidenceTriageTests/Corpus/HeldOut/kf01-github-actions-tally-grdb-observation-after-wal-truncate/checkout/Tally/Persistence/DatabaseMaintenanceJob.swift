import Foundation
import GRDB

/// Nightly housekeeping, launched by the com.tallyapps.tally.db-maintenance BGProcessingTask.
/// Prunes archived entries and shrinks the WAL so the backup extension copies a small file.
struct DatabaseMaintenanceJob {
    let dbPool: DatabasePool
    var retention: TimeInterval = 90 * 24 * 60 * 60

    func run() async throws {
        let cutoff = Date(timeIntervalSinceNow: -retention)
        let pruned = try await dbPool.write { db -> Int in
            try db.execute(sql: "DELETE FROM entry WHERE archived = 1 AND bookedAt < ?", arguments: [cutoff])
            return db.changesCount
        }
        try Task.checkCancellation()
        // Truncating checkpoint: leaves a zero-length ledger.sqlite-wal next to the database.
        let (busy, log, checkpointed) = try await dbPool.writeWithoutTransaction { db -> (Int, Int, Int) in
            let row = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")!
            return (row[0], row[1], row[2])
        }
        NSLog("[Maintenance] pruned %d archived entries; wal_checkpoint(TRUNCATE) busy=%d log=%d checkpointed=%d",
              pruned, busy, log, checkpointed)
    }
}
