import CoreData

public final class PersistenceController {
    public let container: NSPersistentContainer

    public init(inMemory: Bool = false) {
        let modelURL = Bundle(for: PersistenceController.self).url(forResource: "Garden", withExtension: "momd")!
        // Each controller loads its own copy of the model.
        let model = NSManagedObjectModel(contentsOf: modelURL)!
        container = NSPersistentContainer(name: "Garden", managedObjectModel: model)
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved Core Data error \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
