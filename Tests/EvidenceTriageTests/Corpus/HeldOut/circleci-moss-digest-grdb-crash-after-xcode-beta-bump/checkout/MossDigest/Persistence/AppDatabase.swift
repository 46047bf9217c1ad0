import GRDB

struct AppDatabase {
    /// Application uses a DatabasePool; tests and previews use an in-memory DatabaseQueue.
    let dbWriter: any DatabaseWriter

    init(_ dbWriter: any DatabaseWriter) throws {
        self.dbWriter = dbWriter
        try migrator.migrate(dbWriter)
    }

    var dbReader: any DatabaseReader { dbWriter }

    func pendingDigests() throws -> [Digest] {
        try dbReader.read { db in
            try Digest.filter(Column("status") == Digest.Status.pending.rawValue).fetchAll(db)
        }
    }
}
