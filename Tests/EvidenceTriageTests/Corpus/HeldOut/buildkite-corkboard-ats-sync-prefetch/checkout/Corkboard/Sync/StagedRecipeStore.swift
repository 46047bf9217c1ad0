import Foundation
import GRDB

/// Recipes created offline are staged locally and pushed by the background sync job.
/// After a successful push the row is stamped with the server's id.
struct StagedRecipe: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "staged_recipes"
    var id: Int64
    var title: String
    var backendId: String?   // UNIQUE once synced
}

final class StagedRecipeStore {
    private let dbQueue: DatabaseQueue

    init(dbQueue: DatabaseQueue) throws {
        self.dbQueue = dbQueue
        try dbQueue.write { db in
            try db.create(table: StagedRecipe.databaseTableName, ifNotExists: true) { t in
                t.column("id", .integer).primaryKey()
                t.column("title", .text).notNull()
                t.column("backendId", .text).unique()
            }
        }
    }

    func insert(_ recipe: StagedRecipe) throws {
        try dbQueue.write { db in try recipe.insert(db) }
    }

    /// Called by RecipeSyncJob once the server acknowledged the push.
    func markSynced(id: Int64, backendId: String) throws {
        try dbQueue.write { db in
            guard var record = try StagedRecipe.fetchOne(db, key: id) else { return }
            record.backendId = backendId
            try record.update(db)
        }
    }

    func allRecipes() throws -> [StagedRecipe] {
        try dbQueue.read { db in try StagedRecipe.fetchAll(db) }
    }
}
