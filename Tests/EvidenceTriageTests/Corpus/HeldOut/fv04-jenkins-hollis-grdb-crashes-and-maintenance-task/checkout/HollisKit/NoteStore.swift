import Foundation
import GRDB

public struct Note: Codable, FetchableRecord, PersistableRecord, Equatable {
    public static let databaseTableName = "note"
    public var uuid: String
    public var title: String
    public var body: String
    public var updatedAt: Date
}

public final class NoteStore {
    private let dbQueue: DatabaseQueue

    public init(dbQueue: DatabaseQueue) throws {
        self.dbQueue = dbQueue
        try Self.migrator.migrate(dbQueue)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "note") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("uuid", .text).notNull().unique()
                t.column("title", .text).notNull()
                t.column("body", .text).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
        }
        return migrator
    }

    public func allNotes() throws -> [Note] {
        try dbQueue.read { db in try Note.order(Column("updatedAt").desc).fetchAll(db) }
    }

    /// Imports notes exported from another device (HOL-883).
    /// Notes already present (same uuid) must be skipped, newer edits win.
    public func importNotes(_ incoming: [Note]) {
        let existing = Set((try? dbQueue.read { db in try String.fetchAll(db, sql: "SELECT uuid FROM note") }) ?? [])
        let fresh = incoming.filter { !existing.contains($0.uuid) }
        try! dbQueue.write { db in
            for note in fresh {
                try note.insert(db)
            }
        }
    }
}
