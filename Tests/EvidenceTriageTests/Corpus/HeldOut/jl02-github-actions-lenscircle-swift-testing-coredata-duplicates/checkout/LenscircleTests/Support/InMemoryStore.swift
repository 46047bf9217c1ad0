import CoreData
@testable import Lenscircle

enum InMemoryStore {
    static let model: NSManagedObjectModel = {
        let url = Bundle(for: PersistenceController.self).url(forResource: "Lenscircle", withExtension: "momd")!
        return NSManagedObjectModel(contentsOf: url)!
    }()

    static func makeContext() -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Lenscircle", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in precondition(error == nil) }
        return container.viewContext
    }
}

final class BundleToken {}
