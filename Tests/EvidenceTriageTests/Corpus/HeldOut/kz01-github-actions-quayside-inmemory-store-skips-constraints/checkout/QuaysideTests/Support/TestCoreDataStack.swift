import CoreData
@testable import Quayside

/// One container per suite (#733). Uses the in-memory store type so tests leave nothing on disk.
enum TestCoreDataStack {
    static let model: NSManagedObjectModel = {
        let url = Bundle(for: BerthStore.self).url(forResource: "Quayside", withExtension: "momd")!
        return NSManagedObjectModel(contentsOf: url)!
    }()

    static func makeContainer() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Quayside", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType          // was: SQLite at /dev/null
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { store, error in
            precondition(error == nil, "\(String(describing: error))")
            NSLog("[TestCoreDataStack] loaded store type=InMemory url=memory://")
        }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        return container
    }
}
