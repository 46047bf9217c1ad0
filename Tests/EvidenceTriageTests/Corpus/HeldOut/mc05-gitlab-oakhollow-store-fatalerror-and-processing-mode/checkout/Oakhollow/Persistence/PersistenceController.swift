import CoreData

final class PersistenceController {
    static let shared = PersistenceController()
    let container: NSPersistentContainer

    static var isRunningTests: Bool {
        ProcessInfo.processInfo.arguments.contains("-uitest")
    }

    init() {
        container = NSPersistentContainer(name: "Oakhollow")
        if Self.isRunningTests {
            container.persistentStoreDescriptions.first?.type = NSInMemoryStoreType
        }
        container.loadPersistentStores { _, error in
            if let error {
                fatalError("Unable to load persistent store: \(error)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
