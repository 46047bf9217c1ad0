import CoreData
import os

public final class PersistenceController {
    public static let shared = PersistenceController()
    public let container: NSPersistentContainer
    private let log = Logger(subsystem: "app.pantrypal", category: "Persistence")

    public init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Pantry")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed: \(error)") }
        }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        log.info("viewContext automaticallyMergesChangesFromParent=\(self.container.viewContext.automaticallyMergesChangesFromParent, privacy: .public)")
    }

    public func newImportContext() -> NSManagedObjectContext {
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        return context
    }
}
