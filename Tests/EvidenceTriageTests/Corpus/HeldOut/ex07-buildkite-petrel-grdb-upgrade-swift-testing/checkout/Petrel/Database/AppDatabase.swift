import Foundation
import GRDB

struct AppDatabase {
    let writer: any DatabaseWriter

    init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    static func empty() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: .petrel))
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "food") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("brand", .text)
            }
            try db.create(table: "serving") { t in
                t.primaryKey("id", .text)
                t.column("description", .text).notNull()
                t.column("nutritionMultiplier", .double).notNull()
                t.column("amount", .double)
                t.column("measure", .text)
                t.column("metricUnit", .text)
                t.column("metricValue", .double)
                t.column("sortOrder", .integer).notNull()
                t.column("isPublic", .boolean).notNull()
                t.column("derivedFrom", .text)
                t.column("nutritionPanelId", .text)
                t.belongsTo("food", onDelete: .cascade).notNull()
            }
            try db.create(table: "mealTemplate") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
            }
            try db.create(table: "templateServing") { t in
                t.belongsTo("template", inTable: "mealTemplate", onDelete: .cascade).notNull()
                t.belongsTo("serving", onDelete: .cascade).notNull()
                t.column("quantity", .double).notNull()
                t.primaryKey(["templateId", "servingId"])
            }
        }
        return migrator
    }
}

extension Configuration {
    static var petrel: Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        return config
    }
}
