import CoreData

/// The app's Core Data stack. Created once at launch (also inside the hosted test runner).
final class PersistenceController {
    static let shared = PersistenceController()

    static let modelURL = Bundle(for: PersistenceController.self).url(forResource: "Quarry", withExtension: "momd")!

    let container: NSPersistentContainer

    init(inMemory: Bool = false, model: NSManagedObjectModel? = nil) {
        let model = model ?? NSManagedObjectModel(contentsOf: Self.modelURL)!
        container = NSPersistentContainer(name: "Quarry", managedObjectModel: model)
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved Core Data error \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
