import CoreData

final class ContextManager {
    static let shared = ContextManager(container: NSPersistentContainer(name: "Quillpost"))

    let container: NSPersistentContainer
    var mainContext: NSManagedObjectContext { container.viewContext }

    init(container: NSPersistentContainer) {
        self.container = container
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed to load: \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    func newDerivedContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.parent = mainContext
        return context
    }

    func saveDerivedContext(_ context: NSManagedObjectContext) {
        guard context.hasChanges else { return }
        try? context.save()
        mainContext.perform { try? self.mainContext.save() }
    }

    func allBlogIDs() -> [NSManagedObjectID] {
        let request = NSFetchRequest<NSManagedObjectID>(entityName: "Blog")
        request.resultType = .managedObjectIDResultType
        return (try? mainContext.fetch(request)) ?? []
    }

    /// Runs `block` on a background context, saves it, then calls `completion` on the main queue.
    /// `completion` is always called, whatever `block` did.
    func performAndSave(_ block: @escaping (NSManagedObjectContext) -> Void, completion: @escaping () -> Void) {
        let context = newDerivedContext()
        context.perform {
            block(context)
            if context.hasChanges { try? context.save() }
            self.mainContext.perform {
                try? self.mainContext.save()
                completion()
            }
        }
    }
}
