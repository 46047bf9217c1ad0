import GRDB

final class WorkoutDatabase {
    let dbQueue: DatabaseQueue
    private(set) var lastMigrationError: String?

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1_schema") { db in
            try db.create(table: "session") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("startedAt", .datetime).notNull()
                t.column("kind", .text).notNull()
                t.column("lastSyncedAt", .datetime)   // added to the table definition in 4.2
            }
            try db.create(table: "heartRateSample") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("session", onDelete: .cascade)
                t.column("bpm", .integer).notNull()
                t.column("recordedAt", .datetime).notNull()
            }
        }
        m.registerMigration("v5_session_lastSyncedAt") { db in
            try db.alter(table: "session") { t in t.add(column: "lastSyncedAt", .datetime) }
        }
        m.registerMigration("v5_sample_ttl") { db in
            try db.alter(table: "heartRateSample") { t in t.add(column: "expiresAt", .datetime) }
        }
        return m
    }

    init(path: String) throws {
        dbQueue = try DatabaseQueue(path: path)
        do {
            try Self.migrator.migrate(dbQueue)
        } catch {
            // Don't block app launch on a migration problem; sync will repair later.
            lastMigrationError = String(describing: error)
            print("[WorkoutDatabase] migration failed: \(error)")
        }
    }

    func insert(_ sample: HeartRateSample) throws {
        try dbQueue.write { db in try sample.insert(db) }
    }
}
