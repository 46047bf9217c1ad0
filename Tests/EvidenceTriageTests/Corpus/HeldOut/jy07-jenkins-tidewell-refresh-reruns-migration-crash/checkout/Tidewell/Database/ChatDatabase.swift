import GRDB

enum ChatDatabase {
    static var migrator: DatabaseMigrator = {
        var m = DatabaseMigrator()
        m.registerMigration("m20261104_add_reactions") { db in
            try db.execute(sql: "ALTER TABLE chat_items ADD COLUMN reactions TEXT")
        }
        m.registerMigration("m20261118_index_unread") { db in
            try db.create(index: "idx_chat_items_unread", on: "chat_items", columns: ["chat_id", "unread"])
        }
        return m
    }()

    /// Opens the shared database in the app group container.
    static func open(migrate: Bool) throws -> DatabasePool {
        let pool = try DatabasePool(path: AppGroup.databaseURL.path)
        if migrate {
            try runMigrations(pool)
        }
        return pool
    }

    /// Applies the migrations this build knows about.
    static func runMigrations(_ pool: DatabasePool) throws {
        try pool.write { db in
            for id in try migrator.pendingIdentifiers(db) {
                try migrator.apply(id, in: db)   // records the id in grdb_migrations when done
            }
        }
        migrationsRun += 1
    }
    static private(set) var migrationsRun = 0
}
