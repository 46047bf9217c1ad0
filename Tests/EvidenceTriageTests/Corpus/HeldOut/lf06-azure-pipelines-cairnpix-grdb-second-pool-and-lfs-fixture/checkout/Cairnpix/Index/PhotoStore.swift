import Foundation
import GRDB

/// The app's one connection to index.sqlite, opened at launch.
final class PhotoStore {
    let dbPool: DatabasePool

    init(url: URL) throws {
        dbPool = try DatabasePool(path: url.path)
        try Self.migrator.migrate(dbPool)
    }

    static var defaultURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("index.sqlite")
    }

    static let migrator: DatabaseMigrator = {
        var m = DatabaseMigrator()
        m.registerMigration("v4") { db in
            try db.create(table: "photo", ifNotExists: true) { t in
                t.primaryKey("id", .text)
                t.column("labels", .text)
                t.column("indexedAt", .datetime)
            }
            try db.create(table: "indexCursor", ifNotExists: true) { t in
                t.primaryKey("name", .text)
                t.column("lastID", .text)
            }
        }
        return m
    }()
}
