import CloudKit
import CoreData

/// Builds CKRecords for changed recipes. Called from the
/// com.larchwood.app.cloudSync BGProcessingTask via RecipeSyncJob.
struct RecipeUploadBuilder {
    let context: NSManagedObjectContext

    func record(for change: PendingChange) -> CKRecord {
        var recipe: Recipe!
        context.performAndWait {
            recipe = try? context.existingObject(with: change.objectID) as? Recipe
        }
        let record = CKRecord(recordType: "Recipe", recordID: change.recordID)
        record["title"] = recipe.title as CKRecordValue
        record["servings"] = recipe.servings as CKRecordValue
        for key in change.changedKeys where key != "title" && key != "servings" {
            record[key] = recipe.value(forKey: key) as? CKRecordValue
        }
        return record
    }
}
