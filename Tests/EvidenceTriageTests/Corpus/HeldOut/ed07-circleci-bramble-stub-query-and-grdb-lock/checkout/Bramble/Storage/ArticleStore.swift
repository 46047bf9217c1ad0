import GRDB

/// Articles the user has saved or annotated.
final class ArticleStore {
    let dbQueue: DatabaseQueue

    init(databasePath: String) throws {
        dbQueue = try DatabaseQueue(path: databasePath)
        try BrambleSchema.migrator.migrate(dbQueue)
    }

    func saveNote(_ note: String, forArticle id: String) throws {
        try dbQueue.write { db in
            try db.execute(sql: "UPDATE article SET note = ?, updatedAt = CURRENT_TIMESTAMP WHERE id = ?", arguments: [note, id])
        }
    }
}
