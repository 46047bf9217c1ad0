import CoreData

final class DataController {
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        // A fresh NSManagedObjectModel is loaded from Cinder.momd for every controller.
        let url = Bundle(for: DataController.self).url(forResource: "Cinder", withExtension: "momd")!
        let model = NSManagedObjectModel(contentsOf: url)!
        container = NSPersistentContainer(name: "Cinder", managedObjectModel: model)
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("store: \(error)") }
        }
    }
}
