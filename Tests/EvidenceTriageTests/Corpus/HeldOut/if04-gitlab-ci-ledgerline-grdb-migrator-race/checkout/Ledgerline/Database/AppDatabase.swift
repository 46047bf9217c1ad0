import Foundation
import GRDB

/// Owns the on-disk database shared by the app and its background import task.
final class AppDatabase {
    let writer: any DatabaseWriter

    init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try migrator.migrate(writer)
    }

    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        #if DEBUG
        // Speed up development by nuking the database when migrations change.
        migrator.eraseDatabaseOnSchemaChange = true
        #endif

        migrator.registerMigration("v1") { db in
            try db.create(table: "account") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("currency", .text).notNull()
            }
            try db.create(table: "transaction") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("account", onDelete: .cascade).notNull()
                t.column("amountMinor", .integer).notNull()
                t.column("bookedAt", .datetime).notNull()
                t.column("memo", .text)
            }
        }
        migrator.registerMigration("v11-budgets") { db in
            try db.create(table: "budget") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("month", .text).notNull()
                t.column("limitMinor", .integer).notNull()
            }
        }
        migrator.registerMigration("v12-categories") { db in
            try db.create(table: "category") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique()
            }
            // Categories used to be free text on the transaction; point them at rows instead.
            try db.alter(table: "transaction") { t in
                t.add(column: "categoryId", .integer).references("category", onDelete: .restrict)
            }
            try db.execute(sql: """
                INSERT INTO category (id, name) SELECT DISTINCT legacyCategoryId, legacyCategoryName
                FROM legacy_category_map WHERE legacyCategoryName IS NOT NULL;
                UPDATE "transaction" SET categoryId = (
                    SELECT legacyCategoryId FROM legacy_category_map m WHERE m.transactionId = "transaction".id);
                """)
        }
        return migrator
    }

    /// The shared pool in the app group container.
    static func makeShared() throws -> AppDatabase {
        let url = FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: "group.com.ledgerline.shared")!
            .appendingPathComponent("ledger.sqlite")
        var config = Configuration()
        config.prepareDatabase { db in
            if db.configuration.readonly == false {
                var flag: CInt = 1
                let code = withUnsafeMutablePointer(to: &flag) { sqlite3_file_control(db.sqliteConnection, nil, SQLITE_FCNTL_PERSIST_WAL, $0) }
                guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
            }
        }
        return try AppDatabase(DatabasePool(path: url.path, configuration: config))
    }
}
