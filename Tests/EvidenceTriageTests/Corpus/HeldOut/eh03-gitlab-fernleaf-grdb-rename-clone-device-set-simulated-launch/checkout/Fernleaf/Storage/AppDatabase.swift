import GRDB

struct AppDatabase {
    let writer: any DatabaseWriter

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        #if DEBUG
        migrator.eraseDatabaseOnSchemaChange = false
        #endif
        migrator.registerMigration("v1-createPlant") { db in
            try db.create(table: "plant") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("wateringIntervalDays", .integer).notNull()
            }
        }
        migrator.registerMigration("v2-createWateringLog") { db in
            try db.create(table: "wateringLog") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("plant", onDelete: .cascade).notNull()
                t.column("wateredAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v3-plantRoom") { db in
            try db.alter(table: "plant") { t in t.add(column: "room", .text) }
        }
        // Renamed from "v4-lastWatered" while adding the reminder column.
        migrator.registerMigration("v4-reminders") { db in
            try db.create(table: "plant_new") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("wateringIntervalDays", .integer).notNull()
                t.column("room", .text)
                t.column("lastWateredAt", .datetime)
                t.column("reminderEnabled", .boolean).notNull().defaults(to: true)
            }
            try db.execute(sql: "INSERT INTO plant_new (id, name, wateringIntervalDays, room) SELECT id, name, wateringIntervalDays, room FROM plant")
            try db.drop(table: "plant")
            try db.rename(table: "plant_new", to: "plant")
        }
        return migrator
    }
}
