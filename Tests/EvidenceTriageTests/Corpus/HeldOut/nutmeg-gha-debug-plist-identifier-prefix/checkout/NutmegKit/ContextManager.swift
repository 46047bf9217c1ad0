import CoreData

/// Owns the Core Data stack shared by the app and its background work.
public final class ContextManager {
    public static let shared = ContextManager()

    public let container: NSPersistentContainer
    public var mainContext: NSManagedObjectContext { container.viewContext }

    init() {
        container = NSPersistentContainer(name: "Nutmeg")
        container.loadPersistentStores { _, error in
            if let error { fatalError("store: \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    public func newDerivedContext() -> NSManagedObjectContext {
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        return context
    }

    /// Saves synchronously; used by the notification sync mediator.
    public func saveContextAndWait(_ context: NSManagedObjectContext) {
        context.performAndWait {
            guard context.hasChanges else { return }
            do {
                try context.save()
            } catch {
                let nsError = error as NSError
                Log.coreData.fault("save failed: \(nsError.code)")
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                // (see ContextManager+Recovery.swift)
                fatalError("Unresolved core data error \(nsError)")
            }
        }
    }
}
