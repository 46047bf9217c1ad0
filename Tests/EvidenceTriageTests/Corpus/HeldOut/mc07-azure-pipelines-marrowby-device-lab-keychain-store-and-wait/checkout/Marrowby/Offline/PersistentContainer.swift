import CoreData

final class PersistentContainer: NSPersistentContainer {
    static func make(appGroup: String) -> PersistentContainer {
        let model = NSManagedObjectModel.mergedModel(from: [Bundle.main])!
        let container = PersistentContainer(name: "MarrowbyQueue", managedObjectModel: model)
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)!
            .appendingPathComponent("MarrowbyQueue.sqlite")
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        container.loadPersistentStores { _, error in
            if let error = error {
                fatalError("Unresolved error \(error)")
            }
        }
        return container
    }
}
