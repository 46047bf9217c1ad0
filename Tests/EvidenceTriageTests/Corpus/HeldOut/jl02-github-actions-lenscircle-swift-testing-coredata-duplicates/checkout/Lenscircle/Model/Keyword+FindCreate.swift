import CoreData

extension Keyword {
    /// Returns the keyword with `id`, creating it when it does not exist yet,
    /// and updates its non-identifying attributes.
    static func findCreateUpdate(context: NSManagedObjectContext,
                                 id: String,
                                 isStandard: Bool) -> Keyword {
        let request = Keyword.fetchRequest()
        request.predicate = NSPredicate(format: "id_ == %@", id)
        // Only look at persisted rows: the import pipeline saves in batches and
        // must not match half-built objects from another batch.
        request.includesPendingChanges = false

        let existing = (try? context.fetch(request)) ?? []
        if let keyword = existing.first {
            keyword.isStandard = isStandard
            return keyword
        }

        let keyword = Keyword(context: context)
        keyword.id = id
        keyword.isStandard = isStandard
        // No save here: callers save once per imported file.
        return keyword
    }
}
