import CoreData

final class PersistenceController {
    static let shared = PersistenceController()
    let container: NSPersistentContainer
    /// Long-lived private-queue context used by sync and background tasks.
    let syncContext: NSManagedObjectContext

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Orchard")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed to load: \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        syncContext = container.newBackgroundContext()
        syncContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }

    var viewContext: NSManagedObjectContext { container.viewContext }

    func saveSync(_ file: StaticString = #fileID, _ line: UInt = #line) {
        guard syncContext.hasChanges else { return }
        do { try syncContext.save() } catch { NSLog("[Orchard] Failed to save: %@", String(describing: error)) }
    }
}
