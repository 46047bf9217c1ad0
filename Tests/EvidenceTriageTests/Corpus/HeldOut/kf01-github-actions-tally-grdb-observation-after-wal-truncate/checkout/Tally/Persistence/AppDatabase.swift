import Foundation
import GRDB

final class AppDatabase {
    static let shared = try! AppDatabase(url: AppDatabase.defaultURL)
    static var defaultURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("ledger.sqlite")
    }

    let dbPool: DatabasePool

    init(url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var config = Configuration()
        config.label = "Ledger"
        dbPool = try DatabasePool(path: url.path, configuration: config)
        try Self.migrator.migrate(dbPool)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "account") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
            }
            try db.create(table: "entry") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("account").notNull()
                t.column("amountMinor", .integer).notNull()
                t.column("bookedAt", .datetime).notNull()
                t.column("archived", .boolean).notNull().defaults(to: false)
            }
        }
        return migrator
    }

    /// Running balance per account, observed by the dashboard.
    static func balancesObservation() -> ValueObservation<ValueReducers.Fetch<[Int64: Int]>> {
        ValueObservation.tracking { db in
            let rows = try Row.fetchAll(db, sql: "SELECT accountId, SUM(amountMinor) AS total FROM entry GROUP BY accountId")
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["accountId"] as Int64, $0["total"] as Int) })
        }
    }
}
