import CoreData

/// Queue of receipt photos waiting to be uploaded. Backed by Core Data so the
/// upload-flush processing task can drain it after a relaunch.
final class PendingUploadStore {
    let container: NSPersistentContainer
    private(set) var loadError: Error?

    init(container: NSPersistentContainer) {
        self.container = container
        container.loadPersistentStores { [weak self] _, error in
            // Logged, then ignored: callers go on to fetch and save anyway.
            if let error {
                self?.loadError = error
                NSLog("[Uploads] store failed to load: %@", String(describing: error))
            }
        }
    }

    func enqueue(photoID: UUID, recipeID: UUID) throws {
        let context = container.viewContext
        let row = NSEntityDescription.insertNewObject(forEntityName: "PendingUploadEntity", into: context)
        row.setValue(photoID, forKey: "photoID")
        row.setValue(recipeID, forKey: "recipeID")
        row.setValue(Date(), forKey: "queuedAt")
        try context.save()
    }

    func count() throws -> Int {
        try container.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "PendingUploadEntity"))
    }

    /// Removes every queued upload (called after a successful flush and on sign-out).
    func purgeAll() throws {
        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "PendingUploadEntity")
        let delete = NSBatchDeleteRequest(fetchRequest: fetch)
        delete.resultType = .resultTypeObjectIDs
        // NSBatchDeleteRequest runs against the SQLite file; an NSInMemoryStoreType store has no handler for it.
        let result = try container.viewContext.execute(delete) as? NSBatchDeleteResult
        let ids = result?.result as? [NSManagedObjectID] ?? []
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: ids],
                                            into: [container.viewContext])
    }

    /// Used by the flush task once every row was sent.
    func deleteAllUploaded() throws {
        let context = container.viewContext
        let rows = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "PendingUploadEntity"))
        rows.forEach(context.delete)
        try context.save()
    }
}
